import Foundation
import Testing
@testable import Views

/// The transition code of seed 002 (WeChat floating window: a custom pop animator with `View.animate`, an
/// edge pan driving a percent-driven transition, finished from a display link) and seed 003 (LockSearch
/// Settings: a present transition subclassing the percent-driven one, pull-to-present, click-to-interrupt),
/// written as there with the prefixes dropped.
@Suite(.world) struct TransitionSeedPatternTests {
    // MARK: Seed 002

    /// HSPopAnimation: the from view slides out to the right over 0.5 s; the to view waits underneath.
    final class PopAnimation: ViewControllerAnimatedTransitioning {
        func transitionDuration(using transitionContext: ViewControllerContextTransitioning?) -> TimeInterval { 0.5 }

        func animateTransition(using transitionContext: ViewControllerContextTransitioning) {
            let toView = transitionContext.view(forKey: .to)!
            let fromView = transitionContext.view(forKey: .from)!
            transitionContext.containerView.insertSubview(toView, belowSubview: fromView)
            let width: CGFloat = 400, height: CGFloat = 800
            fromView.frame = CGRect(x: 0, y: 0, width: width, height: height)
            View.animate(withDuration: transitionDuration(using: transitionContext), animations: {
                fromView.frame = CGRect(x: width, y: 0, width: width, height: height)
            }, completion: { _ in
                transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
            })
        }
    }

    /// The seed's navigation delegate and edge pan: the pop animator, the percent-driven interaction while a
    /// pan runs, and a display link that finishes the release by stepping update() to 0.98, then finish().
    final class PopHelper: NavigationControllerDelegate {
        var interactive: PercentDrivenInteractiveTransition?
        var link: DisplayLink?
        var progress: CGFloat = 0
        let rate: CGFloat = 0.02
        weak var navigation: NavigationController?

        func navigationController(_ navigationController: NavigationController,
                                  animationControllerFor operation: NavigationController.Operation,
                                  from fromVC: ViewController, to toVC: ViewController) -> ViewControllerAnimatedTransitioning? {
            operation == .pop ? PopAnimation() : nil
        }

        func navigationController(_ navigationController: NavigationController,
                                  interactionControllerFor animationController: ViewControllerAnimatedTransitioning)
            -> ViewControllerInteractiveTransitioning? {
            interactive
        }

        func handlePan(_ pan: ScreenEdgePanGestureRecognizer) {
            progress = pan.translation(in: pan.view).x / 400
            switch pan.state {
            case .began:
                interactive = PercentDrivenInteractiveTransition()
                navigation?.popViewController(animated: true)
            case .changed:
                interactive?.update(progress)
            case .cancelled, .ended:
                if progress > 0.4 {
                    startLink()
                } else {
                    interactive?.cancel()
                    interactive = nil
                }
            default:
                break
            }
        }

        func startLink() {
            if link == nil {
                link = DisplayLink(target: self, selector: PopHelper.linkUpdate)
                link?.add(to: .current, forMode: .common)
            }
        }

        func stopLink() {
            link?.invalidate()
            link = nil
        }

        func linkUpdate(_ link: DisplayLink) {
            progress += rate
            if progress >= 0.98 {
                stopLink()
                interactive?.finish()
                interactive = nil
            } else {
                interactive?.update(progress)
            }
        }
    }

    final class PopStage {
        let world = TestWorld()
        let a = ViewController(), b = ViewController()
        let navigation: NavigationController
        let window: Window
        let helper = PopHelper()
        let input: InputDispatcher

        init() {
            navigation = NavigationController(rootViewController: a)
            window = makeWindow(root: navigation)
            navigation.pushViewController(b, animated: false)
            helper.navigation = navigation
            navigation.delegate = helper
            let pan = ScreenEdgePanGestureRecognizer(target: helper, action: PopHelper.handlePan)
            pan.edges = .left
            b.view.addGestureRecognizer(pan)
            input = InputDispatcher(root: window)
        }

        var fromX: Double { Double(b.view.presentationValues.center.x - 200) }
    }

    @Test func seed002DisplayLinkFinishIsSmooth() {
        // The same pop run on its own: its largest step from one frame to the next.
        let reference = PopStage()
        reference.navigation.popViewController(animated: true)
        let natural = trace(reference.world, frames: 32) { reference.fromX }
        let largestNatural = largestStep([0] + natural)

        let stage = PopStage()
        stage.world.frames(1)
        stage.input.pointerDown(at: CGPoint(x: 4, y: 300))
        var xs: [Double] = []
        for i in 1...20 {
            stage.world.frames(1)
            stage.input.pointerMoved(to: CGPoint(x: 4 + CGFloat(i) * 10, y: 300))
            xs.append(stage.fromX)
        }
        #expect(stage.navigation.isTransitioning)
        stage.input.pointerUp(at: CGPoint(x: 204, y: 300))
        xs += trace(stage.world, frames: 40) { stage.fromX }
        #expect(!stage.navigation.isTransitioning)
        #expect(stage.navigation.viewControllers.count == 1)
        #expect(xs.last == 400)
        #expect(largestStep(xs) <= largestNatural + 1e-9)
        #expect(zip(xs, xs.dropFirst()).allSatisfy { $1 >= $0 - 1e-9 })
    }

    @Test func seed002ReleaseBeforeFortyPercentCancels() {
        let stage = PopStage()
        stage.world.frames(1)
        stage.input.pointerDown(at: CGPoint(x: 4, y: 300))
        for i in 1...10 {
            stage.world.frames(1)
            stage.input.pointerMoved(to: CGPoint(x: 4 + CGFloat(i) * 10, y: 300))
        }
        stage.world.frames(1)
        stage.input.pointerUp(at: CGPoint(x: 104, y: 300))
        stage.world.frames(60)
        #expect(stage.navigation.viewControllers.count == 2)
        #expect(stage.b.view.frame == CGRect(x: 0, y: 0, width: 400, height: 800))
        #expect(stage.fromX == 0)
    }
}
