import Foundation
import Testing
@testable import Views

/// TransitionAnimator (seed 002's LVAnimator): one closure picks each destination's style for present,
/// dismiss, push and pop (nil: the system's), and an interaction ends by the seed's display-link rule.
@Suite(.world) struct TransitionAnimatorTests {
    final class Stage {
        let log = EventLog()
        let root: LoggingViewController
        let window: Window
        var asked: [String] = []
        var styles: [String: TransitionStyle] = [:]
        private(set) var animator: TransitionAnimator!

        init() {
            root = LoggingViewController("Root", log: log)
            window = makeWindow(root: root)
            animator = TransitionAnimator(duration: 0.5) { [unowned self] from, to, operation in
                asked.append("\(operation) \(from.title ?? "")→\(to.title ?? "")")
                return styles[to.title ?? ""] ?? styles[from.title ?? ""]
            }
        }

        func page(_ name: String) -> LoggingViewController {
            let page = LoggingViewController(name, log: log)
            animator.register(page)
            return page
        }
    }

    @Test func theClosureChoosesPerDestinationAndNilIsTheSystemTransition() {
        let world = TestWorld()
        let stage = Stage()
        let a = stage.page("A"), c = stage.page("C")
        stage.styles["A"] = .slide(from: .right, duration: 0.25)
        #expect(a.transitioningDelegate === stage.animator)
        stage.root.present(a, animated: true)
        world.frames(6)
        // A: the custom slide from the right, 0.25 s.
        #expect(a.view.presentationValues.transform.tx > 0 && a.view.presentationValues.transform.tx < 400)
        #expect(a.view.presentationValues.frame.minY == 0)
        world.frames(10)
        #expect(!a.isBeingPresented, "done after its own 0.25 s")
        #expect(a.view.transform == .identity)
        a.dismiss(animated: true)
        world.run(seconds: 0.4)
        #expect(stage.root.presentedViewController == nil)
        // C: nil, the system's cover vertical (from below, not sideways).
        stage.root.present(c, animated: true)
        world.frames(6)
        #expect(c.view.presentationValues.frame.minY > 0)
        #expect(c.view.presentationValues.transform == .identity)
        world.run(seconds: 0.6)
        #expect(stage.asked == ["present Root→A", "dismiss A→Root", "present Root→C"])
    }

    @Test func itIsTheNavigationControllersDelegateToo() {
        let world = TestWorld()
        let stage = Stage()
        let navigation = NavigationController(rootViewController: LoggingViewController("Menu", log: stage.log))
        stage.root.present(navigation, animated: false)
        navigation.delegate = stage.animator
        stage.styles["Detail"] = .shrink()
        let detail = LoggingViewController("Detail", log: stage.log)
        navigation.pushViewController(detail, animated: true)
        world.frames(10)
        // Shrink played forward: the pushed view grows from nothing while it fades in.
        let v = detail.view.presentationValues
        #expect(v.transform.a > 0.01 && v.transform.a < 1)
        #expect(v.alpha > 0 && v.alpha < 1)
        world.run(seconds: 0.6)
        navigation.popViewController(animated: true)
        world.run(seconds: 0.6)
        #expect(stage.asked == ["push Menu→Detail", "pop Detail→Menu"])
        #expect(navigation.viewControllers.count == 1)
        #expect(detail.view.transform == .identity && detail.view.alpha == 1, "left as it was for next time")
    }

    @Test func releasedPastTheThresholdADisplayLinkStepsTo098ThenFinishes() {
        let world = TestWorld()
        let stage = Stage()
        stage.styles["A"] = .shrink()
        let a = stage.page("A")
        stage.root.present(a, animated: false)
        // A pinch-like dismissal: the scale follows 1 − progress exactly (linear while interactive).
        stage.animator.beginInteraction()
        a.dismiss(animated: true)
        stage.animator.updateInteraction(0.3)
        world.frames(1)
        #expect(abs(a.view.presentationValues.transform.a - 0.7) < 1e-3)
        #expect(abs(a.view.presentationValues.alpha - 0.7) < 1e-3)
        stage.animator.updateInteraction(0.5)
        world.frames(1)
        stage.animator.endInteraction()
        #expect(stage.animator.isInteracting)
        var progress: [CGFloat] = []
        var scales: [CGFloat] = []
        while stage.animator.isInteracting && progress.count < 30 {
            world.frames(1)
            progress.append(stage.animator.progress)
            scales.append(a.view.presentationValues.transform.a)
        }
        // 2.4 per second: 0.04 a frame from 0.5 to 0.98.
        #expect(progress.count == 12)
        #expect(progress.last == 0.98)
        for (p, q) in zip(progress, progress.dropFirst()) { #expect(q > p && q - p <= 0.0401) }
        for (s, t) in zip([0.5] + scales, scales) { #expect(t < s && s - t < 0.05, "continuous every frame") }
        world.run(seconds: 0.3)
        #expect(stage.root.presentedViewController == nil)
        #expect(a.view.superview == nil)
    }

    @Test func releasedAtOrBelowTheThresholdItCancels() {
        let world = TestWorld()
        let stage = Stage()
        stage.styles["A"] = .shrink()
        let a = stage.page("A")
        stage.root.present(a, animated: false)
        stage.animator.beginInteraction()
        a.dismiss(animated: true)
        stage.animator.updateInteraction(0.4)
        world.frames(1)
        stage.animator.endInteraction()
        #expect(!stage.animator.isInteracting)
        var scales: [CGFloat] = []
        for _ in 0..<30 {
            world.frames(1)
            scales.append(a.view.presentationValues.transform.a)
        }
        for (s, t) in zip([0.6] + scales, scales) { #expect(t >= s && t - s < 0.06, "back up smoothly") }
        #expect(stage.root.presentedViewController === a)
        #expect(a.view.transform == .identity && a.view.presentationValues.alpha == 1)
    }
}
