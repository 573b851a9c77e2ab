import Foundation
import Testing
import TestSupport
@testable import Views

/// Ending a world (leaving a scene) mid-animation: nothing more runs, nothing is reported, and the completions
/// that will never run let go of what they captured, so a scene holding its animators is freed.
@Suite struct WorldTearDownTests {
    /// Stands for a scene: holds its views and animators; its animations' completions capture it.
    final class Owner {
        let root = View(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        let square = View(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        var animator: ViewPropertyAnimator?
        var paused: ViewPropertyAnimator?
        var completions = 0

        init() {
            root.addSubview(square)
            animator = ViewPropertyAnimator(duration: 1, curve: .linear) { self.square.center.x = 300 }
            animator?.addCompletion { _ in self.completions += 1 }
            animator?.startAnimation()
            paused = ViewPropertyAnimator(duration: 1, curve: .linear) { self.square.alpha = 0 }
            paused?.addCompletion { _ in self.completions += 1 }
            paused?.fractionComplete = 0.5
            View.animate(withDuration: 1, animations: { self.square.backgroundColor = .black },
                         completion: { _ in self.completions += 1 })
        }
    }

    @Test func leavingMidAnimationFreesTheOwnerAndReportsNothing() {
        let world = World(clock: VirtualClock())
        var messages: [String] = []
        world.diagnostics.handler = { messages.append($0) }
        weak var weakOwner: Owner?
        weak var weakSquare: View?
        world.run {
            let owner = Owner()
            weakOwner = owner
            weakSquare = owner.square
            world.scheduler.advance(frames: 10)
            #expect(world.hasRunningAnimations)
            world.tearDown()
            world.scheduler.advance(frames: 120)
            #expect(owner.completions == 0, "completions of a world that ended never run")
            #expect(!world.hasRunningAnimations)
        }
        #expect(weakOwner == nil, "the owner, held by its own animations' completions, was freed")
        #expect(weakSquare == nil)
        #expect(messages.isEmpty, "\(messages)")
        #if DEBUG
        #expect(world.liveObjects.counts == .zero, "\(world.liveObjects.counts)")
        #endif
    }

    @Test func releasingAPausedAnimatorOfALiveWorldIsStillReported() {
        let world = World(clock: VirtualClock())
        var messages: [String] = []
        world.diagnostics.handler = { messages.append($0) }
        world.run {
            let view = View(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
            var animator: ViewPropertyAnimator? = ViewPropertyAnimator(duration: 1, curve: .linear) { view.alpha = 0 }
            animator?.pauseAnimation()
            animator = nil
            // A running one is not reported: the world advances it to its end.
            var running: ViewPropertyAnimator? = ViewPropertyAnimator(duration: 1, curve: .linear) { view.alpha = 1 }
            running?.startAnimation()
            running = nil
            _ = animator
            _ = running
        }
        #expect(messages.count == 1)
        #expect(messages.first?.hasPrefix("It is an error to release a paused or stopped property animator.") == true)
    }

    /// A full-screen presentation keeps where the presenter's view lived (the window) weakly: the window holds
    /// the presenter, which holds the presentation.
    @Test func aWindowShowingAFullScreenPresentationIsFreedWithItsControllers() {
        let world = World(clock: VirtualClock())
        weak var weakWindow: Window?
        weak var weakPresented: ViewController?
        world.run {
            let root = ViewController()
            let presented = ViewController()
            presented.modalPresentationStyle = .fullScreen
            let window = Window(frame: CGRect(x: 0, y: 0, width: 400, height: 800))
            window.rootViewController = root
            root.present(presented, animated: true)
            world.scheduler.advance(frames: 60)
            #expect(root.presentedViewController === presented)
            weakWindow = window
            weakPresented = presented
        }
        #expect(weakWindow == nil)
        #expect(weakPresented == nil)
    }
}
