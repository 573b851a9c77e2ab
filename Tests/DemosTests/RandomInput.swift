import Foundation
import TestSupport
import Views
@testable import Playground
@testable import PlaygroundHost

/// Random user input for a scene — clicks, drags in and out of the phone, wheel turns, keys, pauses — from a seeded
/// generator, so a failing run replays. Correct input: it never misuses an API, so no diagnostic may follow.
struct RandomInput {
    var rng: SplitMix
    /// Where pointer events land: the middle of a window of `size` (the phone of the phone-style scenes), with a
    /// margin outside it.
    let size: CGSize
    /// Whether two-finger gestures come too: Alt + drags and Ctrl + wheel turns, fast and slow (a fifth of the
    /// gestures). Off, the sequence is the one it always was for a seed.
    var pinches = false

    init(seed scene: String, size: CGSize) {
        rng = SplitMix(seed: scene.utf8.reduce(7) { $0 &* 31 &+ UInt64($1) })
        self.size = size
    }

    mutating func point() -> CGPoint {
        let w = size.width, h = size.height
        return CGPoint(x: Double.random(in: (w / 2 - 200)...(w / 2 + 200), using: &rng),
                       y: Double.random(in: (h * 0.06)...(h * 0.94), using: &rng))
    }

    /// The next gesture, as script commands.
    mutating func next() -> [Script.Command] {
        if pinches, Double.random(in: 0..<1, using: &rng) < 0.2 { return nextPinch() }
        let keys: [Key] = [.r, .v, .p, .d, .n, .b, .e, .a, .backspace, .space, .return]
        let k = Double.random(in: 0..<1, using: &rng)
        var commands: [Script.Command] = []
        if k < 0.3 {
            commands.append(.down(point()))
            for _ in 0..<Int.random(in: 0...2, using: &rng) {
                commands.append(.move(point(), frames: Int.random(in: 1...10, using: &rng)))
            }
            commands.append(.up)
        } else if k < 0.4 {
            commands += [.move(point(), frames: 1), .wheel(CGFloat(Int.random(in: -1...3, using: &rng)))]
        } else if k < 0.5 {
            commands.append(.key(keys[Int.random(in: 0..<keys.count, using: &rng)]))
        } else {
            commands.append(.frames(Int.random(in: 1...15, using: &rng)))
        }
        return commands
    }

    /// A two-finger gesture: an Alt + drag (the mirrored pair), or a Ctrl + wheel turn whose notches come
    /// 1 to 60 frames apart (some still when the fingers lift, some not).
    mutating func nextPinch() -> [Script.Command] {
        let start = point()
        if Bool.random(using: &rng) {
            var commands: [Script.Command] = [.altDown(start)]
            for _ in 0..<Int.random(in: 1...3, using: &rng) {
                commands.append(.move(point(), frames: Int.random(in: 1...8, using: &rng)))
            }
            commands.append(.up)
            return commands
        }
        var commands: [Script.Command] = [.move(start, frames: 1)]
        for _ in 0..<Int.random(in: 1...4, using: &rng) {
            commands.append(.zoom(CGFloat(Int.random(in: -3...3, using: &rng))))
            commands.append(.frames(Int.random(in: 1...60, using: &rng)))
        }
        return commands
    }
}
