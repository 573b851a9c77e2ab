import Foundation
import Testing
import TestSupport
import Views
@testable import Demos
@testable import Playground
@testable import PlaygroundHost
@testable import Rendering

/// Backing stores are invisible: every demo runs a scripted interaction twice in lockstep, with the
/// compositor's backing stores on and off, and every frame must look the same — at rest byte for byte as
/// damage tracking allows (a store is drawn again for the exact transform once its view rests), while views
/// move with at most 1 % of the pixels off by more than 16 levels (a moving store is resampled, as Core
/// Animation composites layers: the edges of what moves — text most — land a fraction of a pixel softer or
/// sharper; nothing else differs).
@Suite(.world) struct BackingStoreTests {
    /// Stores on (the subject) and off (the reference).
    private final class Pair: LockstepPair {
        init(_ scene: String) throws {
            try super.init(scene, comparison: .visible(levels: 16, tolerance: 0.01)) {
                $0.pipeline.compositor.cachesContent = false
            }
        }

        /// A point given in the phone screen's points, in window points (the root's when there is no phone).
        func screen(_ x: CGFloat, _ y: CGFloat) -> CGPoint {
            let root = subject.pipeline.scene.view
            guard let phone = root.subviews.compactMap({ $0 as? PhoneFrame }).first else { return CGPoint(x: x, y: y) }
            return phone.screen.convert(CGPoint(x: x, y: y), to: root)
        }

        func click(_ p: CGPoint) {
            step { $0.pipeline.pointerDown(at: p) }
            step { $0.pipeline.pointerUp(at: p) }
        }

        func drag(from a: CGPoint, to b: CGPoint, frames n: Int, release: Bool = true) {
            step { $0.pipeline.pointerDown(at: a) }
            for i in 1...n {
                let f = CGFloat(i) / CGFloat(n)
                let p = CGPoint(x: a.x + (b.x - a.x) * f, y: a.y + (b.y - a.y) * f)
                step { $0.pipeline.pointerMoved(to: p) }
            }
            if release { step { $0.pipeline.pointerUp(at: b) } }
        }

        /// At rest the two are the same but for rounding (a store composited over what lies behind it rounds
        /// its edges' blend once more than drawing directly): no pixel off by more than 8 levels.
        func expectSameAtRest(_ sourceLocation: SourceLocation = #_sourceLocation) {
            let d = LockstepPair.difference(subject.pipeline.framebuffer, reference.pipeline.framebuffer, beyond: 8)
            if d.differing > 0, let dir = ProcessInfo.processInfo.environment["BACKING_STORE_DUMP"] {
                _ = try? PNGOutput.write(subject.pipeline.framebuffer, named: "cached", in: dir)
                _ = try? PNGOutput.write(reference.pipeline.framebuffer, named: "direct", in: dir)
            }
            #expect(d.differing == 0,
                    """
                    at rest, \(d.differing) pixels differ by more than 8 levels (up to \(d.largest)), first at \
                    \(d.first.map { "\($0)" } ?? "-"); \(d.nearlySame) by 8 or less
                    """,
                    sourceLocation: sourceLocation)
        }
    }

    @Test func bloqDragAndRelease() throws {
        let pair = try Pair("bloq")
        pair.settle()
        let start = try #require(pair.subject.pipeline.scene as? BloqScene).block(2).screenCenter
        pair.drag(from: start, to: CGPoint(x: start.x + 60, y: start.y), frames: 20)
        pair.steps(60)
        // The tick badge springs in as the block lands: its last frame is resampled, then drawn exactly at rest.
        pair.expectSameAtRest()
    }

    @Test func dragTargetReturn() throws {
        let pair = try Pair("dragtarget")
        pair.settle()
        pair.drag(from: pair.screen(187, 200), to: pair.screen(187, 400), frames: 10)
        pair.steps(40)
        pair.expectSameAtRest()
    }

    @Test func floatWindowPushAndEdgePop() throws {
        let pair = try Pair("floatwindow")
        pair.settle()
        pair.click(pair.screen(187, 200))
        pair.steps(50)
        pair.drag(from: pair.screen(2, 330), to: pair.screen(250, 330), frames: 15)
        pair.steps(50)
        pair.expectSameAtRest()
    }

    @Test func galleryTurningAndFading() throws {
        let pair = try Pair("gallery")
        pair.settle()
        pair.steps(30) { runner, i in
            let tiles = runner.pipeline.scene.view.subviews
            tiles.first?.subviews.first?.transform = CGAffineTransform(rotationAngle: .pi / 6 + CGFloat(i) * .pi / 40)
            tiles.dropFirst(5).first?.alpha = i % 2 == 0 ? 0.7 : 1
        }
        pair.steps(2)
        pair.expectSameAtRest()
    }

    @Test func lockSearchBlurAndPreview() throws {
        let pair = try Pair("locksearch")
        pair.settle()
        pair.expectSameAtRest()
        pair.click(pair.screen(187, 44))      // search: the blur animates in
        pair.steps(45)
        pair.step { $0.pipeline.key(.return) }  // done: it animates out
        pair.steps(45)
        pair.expectSameAtRest()
        // The pressure preview of the first icon: the wheel over it, then let go.
        let icon = try #require(Self.firstIcon(in: pair.subject.pipeline.scene.view))
        let p = icon.convert(CGPoint(x: icon.bounds.midX, y: icon.bounds.midY), to: nil)
        pair.step { $0.pipeline.pointerMoved(to: p) }
        pair.steps(4) { runner, _ in runner.pipeline.wheel(1) }
        pair.steps(60)
        #expect(pair.subject.pipeline.isSettled, "the preview settled back")
    }

    /// The first app icon's cell: the superview of an image view showing an `icon-N` image.
    private static func firstIcon(in view: View) -> View? {
        if let image = view as? ImageView, image.image?.name.hasPrefix("icon-") == true { return view.superview }
        for sub in view.subviews { if let hit = firstIcon(in: sub) { return hit } }
        return nil
    }

    @Test func swipePinchAndTabsDragAcross() throws {
        for scene in ["swipepinch", "tabs"] {
            let pair = try Pair(scene)
            pair.settle()
            pair.drag(from: pair.screen(300, 330), to: pair.screen(60, 330), frames: 15)
            pair.steps(60)
            pair.expectSameAtRest()
        }
    }

    @Test func transitionsInTurn() throws {
        let pair = try Pair("transitions")
        pair.settle()
        for key in [Key.p, .d, .n, .b] {
            pair.step { $0.pipeline.key(key) }
            pair.steps(40)
        }
        pair.expectSameAtRest()
        #expect(pair.frames > 200)
    }
}
