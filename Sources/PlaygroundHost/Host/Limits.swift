import Foundation
import Rendering

/// Every bound on a number a user gives the playground — command-line options and script commands — in one
/// place. Each is checked before any work or allocation; a value outside, or one that is not a finite number,
/// is rejected with one line naming the argument, the value and the limit.
///
/// ```swift
/// let frames = try Limits.benchFrames.parse("600", argument: "--frames")        // 600
/// try Limits.benchFrames.parse("4000000000", argument: "--frames")
/// // throws: "--frames 4000000000: more than the limit of 100000"
/// try Limits.scale.parse("nan", argument: "--scale")
/// // throws: "--scale nan: not a finite number (expected more than 0 and at most 4)"
/// ```
public enum Limits {
    // MARK: Scripts

    /// `frames N` and `move X Y FRAMES`: one command runs at most 10 minutes of virtual time.
    public static let scriptFrames = WholeNumberLimit(1...36_000, note: "frames (10 minutes at 60 fps)")
    /// The virtual time of a whole script: every command's frames added up (down, up, wheel and key take one).
    public static let scriptTotalFrames = 36_000
    /// `down X Y`, `move X Y`: points from the window's origin, far outside any window but finite.
    public static let scriptCoordinate = NumberLimit(-100_000...100_000, note: "points")
    /// `wheel DY`: notches.
    public static let scriptWheel = NumberLimit(-1_000...1_000, note: "notches")
    /// `pinch X Y SCALE`: the factor a pinch scales the fingers' distance by (they start 160 pt apart: 0.05 leaves
    /// 8 pt, 20 spreads 3200 pt).
    public static let scriptPinchScale = NumberLimit(0.05...20, note: "")
    /// `text "…"`, `compose "…"`: bytes (UTF-8) of the text.
    public static let scriptTextBytes = 4_096
    /// `shot NAME`: bytes of NAME (the file is NAME.png, within a file system's 255-byte names).
    public static let shotNameBytes = 200
    /// `shot` commands in one script (each writes a file).
    public static let scriptShots = 1_000
    /// Bytes of a script file (or of standard input).
    public static let scriptBytes = 16 << 20

    // MARK: Frames and windows

    /// The `--size` of `shot`, `record` and `bench` when none is given.
    public static let defaultSize = "1280x800"
    /// `--size WIDTHxHEIGHT`: points a side.
    public static let sizePoints = NumberLimit(1...16_384, note: "points")
    /// `--scale`: pixels per point.
    public static let scale = NumberLimit(0...4, excludingLower: true, note: "")
    /// Pixels a side of a framebuffer (`--size` × `--scale`): at most 1 GB of pixels.
    public static let framebufferPixels = 16_384

    // MARK: bench

    /// `bench --frames`: measured frames per case.
    public static let benchFrames = WholeNumberLimit(1...100_000, note: "")
    /// `bench --steady-frames`: frames per case counting allocations (nothing is kept per frame).
    public static let benchSteadyFrames = WholeNumberLimit(0...1_000_000, note: "")
    /// `bench --scale`: the second scale every case also runs at (1: none).
    public static let benchScale = NumberLimit(1...4, note: "")
    public static let benchMaxAllocations = NumberLimit(0...1_000_000, note: "")
    /// Threads a compositor draws on (`bench --threads`).
    public static let renderThreads = WholeNumberLimit(1...RenderWorkers.maxThreads, note: "")

    // MARK: record

    /// `record --fps`: frames per second of the clip and the virtual clock.
    public static let recordFramesPerSecond = WholeNumberLimit(1...120, note: "frames per second")
    /// `record --duration`: seconds recorded without a script.
    public static let recordDuration = NumberLimit(0...600, excludingLower: true, note: "seconds")
    /// `record --rate`: the playback rate of the scene's animations (slow motion).
    public static let recordRate = NumberLimit(0.01...1, note: "")

    // MARK: curve

    /// `curve --samples`: rows of CSV.
    public static let curveSamples = WholeNumberLimit(2...100_000, note: "")
    /// `curve --duration`: seconds.
    public static let curveDuration = NumberLimit(0...3_600, excludingLower: true, note: "seconds")
    /// `curve spring --mass`, `--stiffness`, `--damping`: each where the closed forms stop holding the progress
    /// to a millionth of the move (measured against 80-bit arithmetic). Past 10²⁰ kg or 10²² N/m, with the
    /// default damping the spring is so lightly damped (ζ ≈ 5·10⁻¹¹) that the phase of its oscillation loses
    /// that much; damping is bounded by the damping ratio it gives (below), 2·10²⁶ being that bound with mass
    /// and stiffness at their limits.
    public static let springMass = NumberLimit(0...1e20, excludingLower: true, note: "")
    public static let springStiffness = NumberLimit(0...1e22, excludingLower: true, note: "")
    public static let springDamping = NumberLimit(0...2e26, excludingLower: true, note: "")
    /// The damping ratio c / (2√(mk)) a mass/stiffness/damping spring may have: past 10⁵ the over-damped closed
    /// form's slow rate (a difference of two nearly equal rates) loses more than a millionth of the move, and
    /// near 10⁸ it reads 0 (the spring "never settles").
    public static let springDampingRatioLimit: Double = 100_000

    /// Refuses, with one line naming `--damping`, a spring whose damping ratio is past
    /// `springDampingRatioLimit` (the defaults stand in for options not given).
    ///
    /// ```swift
    /// try Limits.checkSpringDampingRatio(mass: 1, stiffness: 1e6, damping: 1e7)    // ζ 5000: fine
    /// try Limits.checkSpringDampingRatio(mass: 1, stiffness: 100, damping: 1e9)
    /// // throws: "--damping 1000000000: a damping ratio of 50000000 with mass 1 and stiffness 100, more than the limit of 100000 (…)"
    /// ```
    public static func checkSpringDampingRatio(mass: Double, stiffness: Double, damping: Double) throws {
        let ratio = damping / (2 * stiffness.squareRoot() * mass.squareRoot())
        guard !(ratio <= springDampingRatioLimit) else { return }
        let f = NumberLimit.format
        throw PlaygroundError.outOfLimits(
            argument: "--damping", value: f(damping),
            problem: "a damping ratio of \(f(ratio)) with mass \(f(mass)) and stiffness \(f(stiffness)), more than the "
                + "limit of \(f(springDampingRatioLimit)) (the over-damped closed form loses precision beyond)")
    }
    /// `curve spring --damping-ratio`.
    public static let dampingRatio = NumberLimit(0...1_000, excludingLower: true, note: "")
    /// `curve spring --velocity`: total distances per second.
    public static let springVelocity = NumberLimit(-1_000...1_000, note: "distances per second")
    /// `curve bezier x1,y1,x2,y2`: the y of the control points (an overshoot of 1000 times the distance).
    public static let bezierY = NumberLimit(-1_000...1_000, note: "")
}

/// A bound on a whole number: `parse` reads a user's text and checks it.
///
/// ```swift
/// try Limits.scriptFrames.parse("120", argument: "frames")      // 120
/// try Limits.scriptFrames.check(40_000, argument: "frames")
/// // throws: "frames 40000: more than the limit of 36000 frames (10 minutes at 60 fps)"
/// ```
public struct WholeNumberLimit: Sendable {
    public let range: ClosedRange<Int>
    /// What the number counts, for the message ("frames (10 minutes at 60 fps)").
    public let note: String

    public init(_ range: ClosedRange<Int>, note: String) {
        self.range = range
        self.note = note
    }

    /// The whole number `text` names, if it is one within the range; else a one-line error naming `argument`.
    public func parse(_ text: String, argument: String) throws -> Int {
        guard let value = Int(text) else {
            let digits = text.hasPrefix("-") || text.hasPrefix("+") ? text.dropFirst() : Substring(text)
            if !digits.isEmpty, digits.utf8.allSatisfy({ $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }) {
                // A whole number too large for 64 bits.
                throw PlaygroundError.outOfLimits(argument: argument, value: text,
                                                problem: text.hasPrefix("-") ? tooSmall : tooLarge)
            }
            throw PlaygroundError.outOfLimits(argument: argument, value: text, problem: "not a whole number (expected \(expected))")
        }
        return try check(value, argument: argument)
    }

    /// `value` if it lies within the range; else a one-line error naming `argument`.
    @discardableResult
    public func check(_ value: Int, argument: String) throws -> Int {
        if value > range.upperBound { throw PlaygroundError.outOfLimits(argument: argument, value: "\(value)", problem: tooLarge) }
        if value < range.lowerBound { throw PlaygroundError.outOfLimits(argument: argument, value: "\(value)", problem: tooSmall) }
        return value
    }

    private var suffix: String { note.isEmpty ? "" : " " + note }
    private var tooLarge: String { "more than the limit of \(range.upperBound)\(suffix)" }
    private var tooSmall: String { "less than the minimum of \(range.lowerBound)\(suffix)" }
    private var expected: String { "\(range.lowerBound)…\(range.upperBound)\(suffix)" }
}

/// A bound on a real number; nan and ±inf are always rejected.
///
/// ```swift
/// let seconds = NumberLimit(0...600, excludingLower: true, note: "seconds")
/// try seconds.parse("2.5", argument: "--duration")               // 2.5
/// try seconds.parse("0", argument: "--duration")
/// // throws: "--duration 0: outside the limits (expected more than 0 and at most 600 seconds)"
/// ```
public struct NumberLimit: Sendable {
    public let range: ClosedRange<Double>
    /// Whether the lower bound itself is excluded (a positive number: more than 0).
    public let excludingLower: Bool
    public let note: String

    public init(_ range: ClosedRange<Double>, excludingLower: Bool = false, note: String) {
        self.range = range
        self.excludingLower = excludingLower
        self.note = note
    }

    /// The finite number `text` names, if within the range; else a one-line error naming `argument`.
    public func parse(_ text: String, argument: String) throws -> Double {
        guard let value = Double(text) else {
            throw PlaygroundError.outOfLimits(argument: argument, value: text, problem: "not a number (expected \(expected))")
        }
        return try check(value, argument: argument, text: text)
    }

    /// `value` if finite and within the range; else a one-line error naming `argument`.
    @discardableResult
    public func check(_ value: Double, argument: String, text: String? = nil) throws -> Double {
        let shown = text ?? Self.format(value)
        guard value.isFinite else {
            throw PlaygroundError.outOfLimits(argument: argument, value: shown, problem: "not a finite number (expected \(expected))")
        }
        if value > range.upperBound {
            throw PlaygroundError.outOfLimits(argument: argument, value: shown,
                                            problem: "more than the limit of \(Self.format(range.upperBound))\(suffix)")
        }
        if value < range.lowerBound || (excludingLower && value == range.lowerBound) {
            throw PlaygroundError.outOfLimits(argument: argument, value: shown, problem: "outside the limits (expected \(expected))")
        }
        return value
    }

    private var suffix: String { note.isEmpty ? "" : " " + note }
    private var expected: String {
        let lower = Self.format(range.lowerBound), upper = Self.format(range.upperBound)
        return (excludingLower ? "more than \(lower) and at most \(upper)" : "\(lower)…\(upper)") + suffix
    }

    /// `4`, `0.01`, `100000`: without a trailing ".0".
    package static func format(_ v: Double) -> String {
        v.isFinite && v == v.rounded() && abs(v) < 1e15 ? String(Int(v)) : "\(v)"
    }
}
