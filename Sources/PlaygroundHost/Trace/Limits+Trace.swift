import Foundation

extension Limits {
    /// `compare --epsilon`: one tolerance for every property.
    public static let traceEpsilon = NumberLimit(0...1_000_000, note: "")
    /// `compare --frames`: frames sampled into a strip.
    public static let compareStripFrames = WholeNumberLimit(1...24, note: "frames")
}
