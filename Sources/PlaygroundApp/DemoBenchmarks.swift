import Demos
import Foundation
import Playground
import Views

/// The bench cases of the built-in demos, keyed by scene name. Coordinates are in the phone screen's points
/// (375 × 667) for phone-style scenes, so a case works at any window size.
enum DemoBenchmarks {
    static let cases: [String: () -> BenchScenario] = [
        "locksearch": { LockSearchCase() },
        "bloq": { BloqCase() },
        "dragtarget": { DragTargetCase() },
        "floatwindow": { FloatWindowCase() },
        "gallery": { GalleryCase() },
        "transitions": { TransitionsCase() },
        "scroll": { ScrollCase() },
    ]
}

extension BenchDriver {
    /// The phone's screen, for phone-style scenes.
    var phoneScreen: View? {
        (root.subviews.first { $0 is PhoneFrame } as? PhoneFrame)?.screen
    }

    /// A point given in the phone screen's coordinates (375 × 667), in window points; in the root's
    /// coordinates when the scene has no phone.
    func screenPoint(_ x: CGFloat, _ y: CGFloat) -> CGPoint {
        let p = CGPoint(x: x, y: y)
        guard let screen = phoneScreen else { return p }
        return screen.convert(p, to: root)
    }
}

// MARK: bloq — a block scrubbed back and forth every frame, the button never released

final class BloqCase: BenchScenario {
    let state = "mid-drag: a block scrubbed back and forth every frame"
    private var origin = CGPoint.zero
    private var direction = CGPoint.zero
    /// Board geometry of the scene (phone screen points): the board's top-left, the cell pitch and size.
    private static let board = CGPoint(x: (375 - 334) / 2, y: 170)
    private static let pitch: CGFloat = 82, cell: CGFloat = 76, gap: CGFloat = 6

    private func cellCenter(_ column: Int, _ row: Int) -> CGPoint {
        CGPoint(x: BloqCase.board.x + BloqCase.gap + CGFloat(column) * BloqCase.pitch + BloqCase.cell / 2,
                y: BloqCase.board.y + BloqCase.gap + CGFloat(row) * BloqCase.pitch + BloqCase.cell / 2)
    }

    /// Finds a block with a free neighbouring cell by trying short drags, each taken back before release.
    func prepare(_ d: BenchDriver) throws {
        let directions = [CGPoint(x: 1, y: 0), CGPoint(x: -1, y: 0), CGPoint(x: 0, y: 1), CGPoint(x: 0, y: -1)]
        for row in 0..<4 {
            for column in 0..<4 {
                let c = cellCenter(column, row)
                let p = d.screenPoint(c.x, c.y)
                guard let block = d.root.hitTest(p, with: nil), block.gestureRecognizers?.isEmpty == false,
                      block !== d.phoneScreen else { continue }
                for dir in directions {
                    let before = block.presentationValues.center
                    d.frame { d.down(p) }
                    // 30 points on the phone, and at least 16 in the window (a pan starts after 10) when it is small.
                    var q = d.screenPoint(c.x + dir.x * 30, c.y + dir.y * 30)
                    let length = hypot(q.x - p.x, q.y - p.y)
                    if length < 16, length > 0 {
                        q = CGPoint(x: p.x + (q.x - p.x) * 16 / length, y: p.y + (q.y - p.y) * 16 / length)
                    }
                    d.drag(to: q, frames: 4)
                    let moved = block.presentationValues.center != before
                    if moved {
                        origin = c
                        direction = dir
                        // Keep holding: the measured frames go on scrubbing this move.
                        return
                    }
                    d.drag(to: p, frames: 2)
                    d.frame { d.up() }
                    d.settle()
                }
            }
        }
        throw BenchError(description: "bloq: no block could be dragged")
    }

    func input(_ d: BenchDriver, frame i: Int) {
        let along = triangle(i, period: 60, low: 0.1, high: 0.9) * BloqCase.pitch
        d.move(d.screenPoint(origin.x + direction.x * along, origin.y + direction.y * along))
    }
}

// MARK: dragtarget — drag short of half and release, so the display link plays the return; over and over

final class DragTargetCase: BenchScenario {
    let state = "mid-return: drag 40 % and release, display-link return, repeated"
    private static let period = 40

    func prepare(_ d: BenchDriver) throws {
        d.settle()
    }

    func input(_ d: BenchDriver, frame i: Int) {
        let k = i % DragTargetCase.period
        let start = CGPoint(x: 187, y: 200)
        switch k {
        case 0: d.down(d.screenPoint(start.x, start.y))
        case 1...10: d.move(d.screenPoint(start.x, start.y + 20 * CGFloat(k)))   // 200 pt of 500: progress 0.4
        case 11: d.up()                                                            // returns over 0.4 s (24 frames)
        default: break
        }
    }
}

// MARK: gallery — every feature on screen, redrawn in full every frame, with the rotated square turning

final class GalleryCase: BenchScenario {
    let state = "every rendering feature, full redraw every frame (damage tracking off), a square turning"
    private var square: View?

    func prepare(_ d: BenchDriver) throws {
        d.pipeline.compositor.tracksDamage = false
        d.settle()
        square = d.root.subviews.first?.subviews.first
        guard square != nil else { throw BenchError(description: "gallery: no tile to turn") }
    }

    func input(_ d: BenchDriver, frame i: Int) {
        square?.transform = CGAffineTransform(rotationAngle: CGFloat.pi / 6 + CGFloat(i % 120) * CGFloat.pi / 60)
    }
}

// MARK: The seed scenes written alongside the bench

/// locksearch: the search blur on, then a pressure preview held half-way on an icon.
final class LockSearchCase: BenchScenario {
    let state = "search blur on, pressure preview half-way"
    /// The first icon, where it sits while the search blur has shrunk the table to 0.75 about its center.
    private var icon = CGPoint(x: 93, y: 320)

    func prepare(_ d: BenchDriver) throws {
        d.settle()
        d.click(d.screenPoint(187, 44))           // the search bar: the blur animates in
        d.settle()
        let p = d.screenPoint(icon.x, icon.y)
        d.frame { d.move(p) }
        for _ in 0..<2 { d.frame { d.wheel(1) } }   // pressure 0.2: the preview 40 % in
    }

    func input(_ d: BenchDriver, frame i: Int) {
        d.wheel(i % 2 == 0 ? 1 : -1)              // around half-way: preview 60 %, 40 %, 60 %, …
    }
}

/// floatwindow: a bubble floating, and an article popped half-way by an edge drag, scrubbed.
final class FloatWindowCase: BenchScenario {
    let state = "mid-pop with the bubble: edge drag scrubbed between 30 % and 60 %"

    func prepare(_ d: BenchDriver) throws {
        d.settle()
        d.click(d.screenPoint(187, 200))          // open an article
        d.settle()
        d.frame { d.down(d.screenPoint(2, 330)) }
        d.drag(to: d.screenPoint(250, 560), frames: 20)
        d.drag(to: d.screenPoint(330, 620), frames: 10)   // over the float zone
        d.frame { d.up() }                    // the article becomes the bubble
        d.settle()
        d.click(d.screenPoint(187, 300))          // another article
        d.settle()
        d.frame { d.down(d.screenPoint(2, 330)) }
        d.drag(to: d.screenPoint(150, 330), frames: 10)
    }

    func input(_ d: BenchDriver, frame i: Int) {
        d.move(d.screenPoint(375 * triangle(i, period: 60, low: 0.3, high: 0.6), 330))
    }
}

/// transitions: the transitions shown one after another, a new one every 40 frames.
final class TransitionsCase: BenchScenario {
    let state = "a transition started every 40 frames"

    func prepare(_ d: BenchDriver) throws { d.settle() }

    /// Present a card, dismiss it, push a detail screen, pop it: one every 40 frames, in turn.
    private static let keys: [Key] = [.p, .d, .n, .b]

    func input(_ d: BenchDriver, frame i: Int) {
        guard i % 40 == 0 else { return }
        d.key(TransitionsCase.keys[(i / 40) % TransitionsCase.keys.count])
    }
}

/// scroll: the list flung every 150 frames, down and up in turn, coasting in between.
final class ScrollCase: BenchScenario {
    let state = "the list coasting: flung every 150 frames, down and up in turn"

    func prepare(_ d: BenchDriver) throws { d.settle() }

    func input(_ d: BenchDriver, frame i: Int) {
        let phase = i % 150, upward = (i / 150) % 2 == 0
        let start: CGFloat = upward ? 560 : 260, step: CGFloat = upward ? -40 : 40
        switch phase {
        case 0: d.down(d.screenPoint(187, start))
        case 1...5: d.move(d.screenPoint(187, start + step * CGFloat(phase)))
        case 6: d.up()
        default: break
        }
    }
}
