import Foundation
import Testing
import TestSupport
import Views
@testable import Demos
@testable import Playground
@testable import PlaygroundHost
@testable import Rendering

/// The compositor redraws only what changed since the last frame. Every frame it leaves must be the frame a
/// full redraw makes: two runners play the same input in lockstep, one tracking damage and one redrawing
/// everything, and their framebuffers are compared after every frame.
@Suite(.world) struct DamageTrackingTests {
    /// A damage-tracking runner and a full-redraw runner on the same scene, compared after every frame:
    /// where a shape crosses the edge of a redrawn region, cairo may anti-alias the edge pixel a few levels
    /// differently than when drawing unclipped — that much is allowed, for a few pixels.
    private final class Pair: LockstepPair {
        var tracked: SceneDriver { subject }
        init(_ scene: String, size: CGSize = CGSize(width: 1280, height: 800)) throws {
            try super.init(scene, size: size, comparison: .nearlyExact) { $0.pipeline.compositor.tracksDamage = false }
        }
    }

    @Test func bloqDragReleaseAndSpring() throws {
        let pair = try Pair("bloq")
        pair.settle()
        pair.changedFrames = 0
        let start = try #require(pair.tracked.pipeline.scene as? BloqScene).block(2).screenCenter
        pair.step { $0.pipeline.pointerDown(at: start) }
        for i in 1...20 {
            let p = CGPoint(x: start.x + CGFloat(i) * 3, y: start.y)
            pair.step { $0.pipeline.pointerMoved(to: p) }
        }
        for i in 1...10 {
            let p = CGPoint(x: start.x + 60 - CGFloat(i) * 5, y: start.y)
            pair.step { $0.pipeline.pointerMoved(to: p) }
        }
        pair.expectChanges(atLeast: 24)  // the block follows the pointer (once the drag has begun)
        pair.step { $0.pipeline.pointerUp(at: CGPoint(x: start.x + 10, y: start.y)) }
        pair.steps(60)
        pair.expectChanges(atLeast: 10)  // the spring back
        #expect(pair.redrawnPixels < pair.frames * 1280 * 800 / 4, "most of each frame is left as it was")
    }

    @Test func dragTargetDisplayLinkReturn() throws {
        let pair = try Pair("dragtarget")
        pair.settle()
        pair.changedFrames = 0
        let screen = try #require(pair.tracked.pipeline.scene.view.subviews.compactMap { $0 as? PhoneFrame }.first).screen
        let start = screen.convert(CGPoint(x: 187, y: 200), to: nil)
        for round in 0..<2 {
            pair.step { $0.pipeline.pointerDown(at: start) }
            let travel: CGFloat = round == 0 ? 200 : 320   // short of half (returns), then past it (finishes)
            for i in 1...10 {
                let p = CGPoint(x: start.x, y: start.y + travel * CGFloat(i) / 10)
                pair.step { $0.pipeline.pointerMoved(to: p) }
            }
            pair.expectChanges(atLeast: 9)   // the card follows the finger
            pair.step { $0.pipeline.pointerUp(at: CGPoint(x: start.x, y: start.y + travel)) }
            pair.steps(70)
            pair.expectChanges(atLeast: 10)  // the display link carries it back or away
        }
    }

    @Test func galleryWithSomethingMovingBehindTheBlurs() throws {
        let pair = try Pair("gallery")
        pair.settle()
        pair.changedFrames = 0
        func stripe(_ runner: SceneDriver) -> View? {
            func find(_ v: View) -> VisualEffectView? {
                if let e = v as? VisualEffectView { return e }
                for s in v.subviews { if let e = find(s) { return e } }
                return nil
            }
            return find(runner.pipeline.scene.view)?.superview?.subviews.first { !($0 is VisualEffectView) && !($0 is ImageView) }
        }
        pair.steps(30) { runner, i in
            guard let s = stripe(runner) else { return }
            s.center.x += i < 15 ? 3 : -3
            if i == 10 { s.backgroundColor = .systemPurple }
        }
        pair.expectChanges(atLeast: 29)  // the stripe moves every frame
        // A view in front of nothing blurred, a label's text, and the whole scene forced to redraw.
        pair.steps(10) { runner, i in
            runner.pipeline.scene.view.subviews.first?.alpha = i % 2 == 0 ? 0.6 : 1
        }
        pair.expectChanges(atLeast: 10)  // every frame flips the alpha
        pair.steps(3) { runner, _ in runner.pipeline.scene.view.setNeedsDisplay() }
        pair.steps(5)
    }

    @Test func switchingScenesAndResizing() throws {
        let pair = try Pair("launcher", size: CGSize(width: 640, height: 400))
        pair.settle()
        pair.changedFrames = 0
        pair.step { $0.pipeline.open(GalleryScene.self) }
        pair.steps(5)
        pair.expectChanges(atLeast: 1)   // the gallery in place of the launcher
        pair.step { $0.pipeline.resize(to: CGSize(width: 500, height: 360), scale: 1) }
        pair.steps(5)
        pair.expectChanges(atLeast: 1)   // the new size
        pair.step { $0.pipeline.key(.escape) }
        pair.steps(5)
        pair.expectChanges(atLeast: 1)   // the launcher again
    }

    @Test func anotherFramebufferOrCompositorIsDrawnWhole() throws {
        let root = View(frame: CGRect(x: 0, y: 0, width: 120, height: 80))
        root.backgroundColor = .white
        let box = View(frame: CGRect(x: 10, y: 10, width: 30, height: 20))
        box.backgroundColor = .systemRed
        box.cornerRadius = 6
        root.addSubview(box)
        let a = try Compositor(), b = try Compositor()
        b.tracksDamage = false
        func expectSame(_ x: Framebuffer, _ y: Framebuffer, _ what: String) {
            #expect(memcmp(x.bytes, y.bytes, x.stride * x.height) == 0, "\(what)")
        }
        let first = Framebuffer(width: 120, height: 80)
        a.render(root, into: first)
        box.center.x += 30
        // A fresh framebuffer (maybe where the last one was) is drawn whole.
        let fresh = Framebuffer(width: 120, height: 80), reference = Framebuffer(width: 120, height: 80)
        a.render(root, into: fresh)
        b.render(root, into: reference)
        expectSame(fresh, reference, "fresh framebuffer")
        // The tree drawn by another compositor in between: this one cannot trust what it remembers.
        box.center.y += 20
        b.render(root, into: reference)
        box.center.x -= 15
        a.render(root, into: fresh)
        b.render(root, into: reference)
        expectSame(fresh, reference, "after another compositor")
    }

    @Test func aStillSceneRedrawsNothing() throws {
        let pair = try Pair("gallery", size: CGSize(width: 640, height: 400))
        pair.settle()
        pair.tracked.pipeline.scene.view.setNeedsDisplay()
        pair.step()
        let compositor = pair.tracked.pipeline.compositor
        #expect(compositor.lastRedrawnPixels == 640 * 400, "a change to the root redraws all of it")
        let pipeline = pair.tracked.pipeline
        #expect(!compositor.render(pipeline.scene.view, into: pipeline.framebuffer), "nothing changed since")
        #expect(compositor.lastRedrawnPixels == 0)
    }
}
