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
        "curvelab": { CurveLabCase() },
        "transitions": { TransitionsCase() },
        "scroll": { ScrollCase() },
        "layers": { LayersCase() },
        "shapes": { ShapesCase() },
        "shimmer": { ShimmerCase() },
        "replicator": { ReplicatorCase() },
        "emitter": { EmitterCase() },
        "spring": { SpringCase() },
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

// MARK: layers — the running examples: a pulse, a spinner, an animated shadow, a flight along a path

final class LayersCase: BenchScenario {
    let state = "explicit animations running on their own: pulse group, spinner, animated shadow, path flight"

    func prepare(_ d: BenchDriver) throws {
        d.frames(10)
    }

    func input(_ d: BenchDriver, frame i: Int) {}
}

// MARK: shapes — marching ants and the strokeStart/strokeEnd spinner running, the ring scrubbed every frame

final class ShapesCase: BenchScenario {
    let state = "shape layers: ants and spinner running, the progress ring scrubbed back and forth every frame"
    /// The ring tile's stage in phone screen points: the scrub runs along y = 540 from x = 60 to 320.
    private static let row: CGFloat = 540

    func prepare(_ d: BenchDriver) throws {
        d.frames(10)
        d.frame { d.down(d.screenPoint(60, ShapesCase.row)) }
        for x in stride(from: 70, through: 120, by: 10) {
            d.frame { d.move(d.screenPoint(CGFloat(x), ShapesCase.row)) }
        }
    }

    func input(_ d: BenchDriver, frame i: Int) {
        // A triangle wave over 80 frames between x = 60 and 320.
        let phase = CGFloat(i % 80) / 40
        let x = 60 + 260 * (phase <= 1 ? phase : 2 - phase)
        d.move(d.screenPoint(x, ShapesCase.row))
    }
}

// MARK: shimmer — the slide-to-unlock sweep, an axial gradient recolouring and a radial one's moving centre

final class ShimmerCase: BenchScenario {
    let state = "gradient animations running forever: locations of the unlock mask, axial colors, radial startPoint"

    func prepare(_ d: BenchDriver) throws {
        d.frames(10)
    }

    func input(_ d: BenchDriver, frame i: Int) {}
}

// MARK: replicator — loading dots and two rings delayed per copy, and a still fan from one raster

final class ReplicatorCase: BenchScenario {
    let state = "replicators running on their own: delayed loading dots, spinner and ring; the fan still"

    func prepare(_ d: BenchDriver) throws {
        d.frames(10)
    }

    func input(_ d: BenchDriver, frame i: Int) {}
}

// MARK: emitter — snow for ever and a confetti burst tapped every quarter second: thousands of particles

final class EmitterCase: BenchScenario {
    let state = "snow (steady, ~560) and confetti bursts tapped 4 times a second (~1,600 in flight)"
    /// The tap points in the phone's screen, taken in turn.
    private static let spots: [CGPoint] = [CGPoint(x: 110, y: 380), CGPoint(x: 270, y: 330), CGPoint(x: 190, y: 460)]
    private var taps = 0

    func prepare(_ d: BenchDriver) throws {
        // 14 s of snow (its lifetime) fills the screen; the last 4 s of bursts fill the air.
        d.frames(60 * 10)
        for i in 0..<(60 * 4) { d.frame { input(d, frame: i) } }
    }

    /// A tap every 15 frames: down in one frame, up in the next (called inside the frame).
    func input(_ d: BenchDriver, frame i: Int) {
        switch i % 15 {
        case 0:
            let spot = EmitterCase.spots[taps % EmitterCase.spots.count]
            d.down(d.screenPoint(spot.x, spot.y))
        case 1:
            d.up()
            taps += 1
        default: break
        }
    }

    func verify(_ d: BenchDriver) throws {
        guard let scene = d.pipeline.scene as? EmitterScene else { throw BenchError(description: "emitter: not the emitter scene") }
        let alive = scene.particleCount
        guard alive >= 1500 else { throw BenchError(description: "emitter: only \(alive) particles alive") }
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
    /// Frames into the current drag (nil: the return is playing).
    private var step: Int?

    func prepare(_ d: BenchDriver) throws {
        d.settle()
    }

    func input(_ d: BenchDriver, frame i: Int) {
        let start = d.screenPoint(187, 200)
        if let k = step {
            if k < 10 {
                d.move(d.screenPoint(187, 200 + 20 * CGFloat(k + 1)))   // 200 pt of 500: progress 0.4
                step = k + 1
            } else {
                d.up()                                                 // the display link plays the return
                step = nil
            }
        } else if d.pipeline.isSettled {
            // The next drag starts the frame after the return ends: down and the first move together, so this
            // frame draws too.
            d.down(start)
            d.move(d.screenPoint(187, 220))
            step = 1
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

/// locksearch: the pressure preview of an icon held around half-way, scrubbed by the wheel — the effect view
/// growing over the icon while the lock screen's dark backdrop blur animates with it (the blur is rebuilt
/// every frame: its radius moves).
final class LockSearchCase: BenchScenario {
    let state = "pressure preview scrubbed around half-way: the icon's effect view growing, the backdrop blur animating"

    /// The first app icon: an image view showing an `icon-N` image, found by walking the view tree (where it
    /// sits depends on the table's layout and scrolling, not on fixed coordinates); its cell is what the wheel
    /// presses.
    static func firstIcon(in view: View) -> View? {
        if let image = view as? ImageView, image.image?.name.hasPrefix("icon-") == true { return view.superview }
        for sub in view.subviews { if let hit = firstIcon(in: sub) { return hit } }
        return nil
    }

    /// The visual-effect views of the tree.
    static func effectViews(in view: View, into out: inout [VisualEffectView]) {
        if let effect = view as? VisualEffectView { out.append(effect) }
        for sub in view.subviews { effectViews(in: sub, into: &out) }
    }

    func prepare(_ d: BenchDriver) throws {
        d.settle()
        guard let cell = LockSearchCase.firstIcon(in: d.root) else { throw BenchError(description: "locksearch: no app icon found in the view tree") }
        let p = cell.convert(CGPoint(x: cell.bounds.midX, y: cell.bounds.midY), to: d.root)
        d.frame { d.move(p) }
        // Pressure 0.2 of the 0.5 that completes the preview: 40 % in.
        for _ in 0..<2 { d.frame { d.wheel(1) } }
    }

    func input(_ d: BenchDriver, frame i: Int) {
        d.wheel(i % 2 == 0 ? 1 : -1)              // around half-way: 60 %, 40 %, 60 %, …
    }

    /// The preview is up and the backdrop blurs: one effect view grown past its size, another blurring.
    func verify(_ d: BenchDriver) throws {
        var effects: [VisualEffectView] = []
        LockSearchCase.effectViews(in: d.root, into: &effects)
        let grown = effects.contains { abs($0.presentationValues.transform.a) > 1.05 }
        let blurring = effects.contains { $0.presentationBlur.radius > 0.5 }
        guard grown, blurring else {
            throw BenchError(description: "locksearch: the pressure preview is not up (effect view grown: \(grown), backdrop blurring: \(blurring))")
        }
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
    let state = "one transition after another: present a card, dismiss it, push, pop, each as the last ends"
    private var next = 0

    func prepare(_ d: BenchDriver) throws { d.settle() }

    /// Present a card, dismiss it, push a detail screen, pop it, in turn.
    private static let keys: [Key] = [.p, .d, .n, .b]

    func input(_ d: BenchDriver, frame i: Int) {
        guard d.pipeline.isSettled else { return }
        d.key(TransitionsCase.keys[next % TransitionsCase.keys.count])
        next += 1
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
        case 0:
            // Down and the first move in one frame: the frame that starts a fling draws too.
            d.down(d.screenPoint(187, start))
            d.move(d.screenPoint(187, start + step))
        case 1...5: d.move(d.screenPoint(187, start + step * CGFloat(phase + 1)))
        case 6: d.up()
        default: break
        }
    }
}

/// curvelab: the box held and dragged back and forth along its track every frame (the loop it runs otherwise
/// pauses between legs, frames that draw nothing).
final class CurveLabCase: BenchScenario {
    let state = "the box held and dragged back and forth along its track"
    private var middle = CGPoint.zero

    func prepare(_ d: BenchDriver) throws {
        d.frames(30)
        guard let lab = d.driver.scene as? CurveLabScene, let track = lab.box.superview else {
            throw BenchError(description: "curvelab: no box on a track")
        }
        guard track.bounds.width >= 72 + 130 else {
            throw BenchSkip(reason: "the window is too small for the box to travel")
        }
        // Paused (Space), the box stays where it is on screen: grab it there.
        d.frame { d.key(.space) }
        d.frames(10)
        let grab = track.convert(lab.box.presentationValues.center, to: d.root)
        middle = track.convert(CGPoint(x: track.bounds.midX, y: track.bounds.midY), to: d.root)
        d.frame { d.down(grab) }
        // Held, the box follows the pointer (clamped to its track): bring it to the middle first.
        d.drag(to: CGPoint(x: middle.x, y: grab.y), frames: 10)
        middle.y = grab.y
    }

    func input(_ d: BenchDriver, frame i: Int) {
        d.move(CGPoint(x: middle.x + triangle(i, period: 60, low: -60, high: 60), y: middle.y))
    }
}
