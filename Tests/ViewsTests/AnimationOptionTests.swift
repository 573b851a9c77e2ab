import Foundation
import Testing
@testable import Views

/// The options of the block API do what they say: inheritance by nested blocks, keyframe calculation modes,
/// layout at commit, and `transition(from:to:)`.
@Suite(.world) struct AnimationOptionTests {
    @Test func aNestedBlockInheritsTheOuterDurationAndCurve() {
        let world = TestWorld()
        let (_, square) = makeSquare()
        let other = View(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        View.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: {
            square.center.x += 100
            View.animate(withDuration: 0.25, delay: 0, options: .curveEaseIn, animations: { other.center.x += 100 })
        })
        world.frames(30)
        // Both run linearly over the outer block's second.
        #expect(abs(square.presentationValues.center.x - 100) < 1e-6)
        #expect(abs(other.presentationValues.center.x - 55) < 1e-6)
    }

    @Test func overrideInheritedDurationAndCurveKeepTheNestedOnes() {
        let world = TestWorld()
        let other = View(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        let probe = View(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        View.animate(withDuration: 1, delay: 0, options: .curveEaseInOut, animations: {
            View.animate(withDuration: 0.5, delay: 0, options: [.overrideInheritedDuration, .overrideInheritedCurve, .curveLinear],
                         animations: { other.center.x += 100 })
            View.animate(withDuration: 0.5, delay: 0, options: [.overrideInheritedDuration],
                         animations: { probe.center.x += 100 })
        })
        world.frames(15)
        #expect(abs(other.presentationValues.center.x - 55) < 1e-6, "linear over 0.5 s")
        // The outer curve (ease in-out) kept, over the nested 0.5 s: half way at 15 frames.
        #expect(abs(probe.presentationValues.center.x - 55) < 1e-6)
        world.frames(5)
        #expect(probe.presentationValues.center.x > other.presentationValues.center.x, "ease in-out, not linear")
    }

    @Test func aNestedBlockInheritsRepeatUnlessOverridden() {
        let world = TestWorld()
        let a = View(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        let b = View(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        View.animate(withDuration: 0.5, delay: 0, options: [.repeat, .curveLinear], animations: {
            View.animate(withDuration: 0.5, animations: { a.center.x += 100 })
            View.animate(withDuration: 0.5, delay: 0, options: .overrideInheritedOptions, animations: { b.center.x += 100 })
        })
        world.frames(45)
        #expect(a.isAnimating, "repeats with the outer block")
        #expect(!b.isAnimating, "ran once")
    }

    @Test func discreteKeyframesApplyAtTheirStart() {
        let world = TestWorld()
        let (_, square) = makeSquare()
        View.animateKeyframes(withDuration: 1, delay: 0, options: .calculationModeDiscrete, animations: {
            View.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.5) { square.center.x = 300 }
        })
        #expect(world.takeDiagnostics().isEmpty)
        world.frames(29)
        #expect(square.presentationValues.center.x == 50)
        world.frames(1)
        #expect(square.presentationValues.center.x == 300)
    }

    @Test func unsupportedCalculationModesAreReportedAndRunLinear() {
        let world = TestWorld()
        let (_, square) = makeSquare()
        View.animateKeyframes(withDuration: 1, delay: 0, options: .calculationModeCubic, animations: {
            View.addKeyframe(withRelativeStartTime: 0, relativeDuration: 1) { square.center.x = 150 }
        })
        #expect(world.takeDiagnostics().count == 1)
        world.frames(30)
        #expect(abs(square.presentationValues.center.x - 100) < 1e-6)
    }

    @Test func layoutSubviewsAnimatesLayoutChangesWithTheBlock() {
        let world = TestWorld()
        final class Row: View {
            let child = View()
            var wide = false
            override init() {
                super.init()
                addSubview(child)
            }
            override func layoutSubviews() {
                super.layoutSubviews()
                child.frame = CGRect(x: 0, y: 0, width: wide ? 200 : 100, height: 10)
            }
        }
        let row = Row()
        row.frame = CGRect(x: 0, y: 0, width: 300, height: 10)
        row.layoutIfNeeded()
        View.animate(withDuration: 1, delay: 0, options: [.layoutSubviews, .curveLinear], animations: {
            row.wide = true
            row.setNeedsLayout()
        })
        #expect(row.child.bounds.width == 200, "laid out at commit")
        world.frames(30)
        #expect(abs(row.child.presentationValues.bounds.width - 150) < 1e-6, "the layout change animates")
    }

    @Test func transitionFromToSwapsTheViewsUnderAContentTransition() {
        let world = TestWorld()
        let container = View(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let from = View(frame: container.bounds), to = View(frame: container.bounds)
        container.addSubview(from)
        var finished: Bool?
        View.transition(from: from, to: to, duration: 0.5, options: .transitionCurlUp) { finished = $0 }
        #expect(from.superview == nil)
        #expect(to.superview === container)
        #expect(container.presentationTransition?.kind == .curlUp)
        world.frames(31)
        #expect(finished == true)
        #expect(container.presentationTransition == nil)
    }

    @Test func showHideTransitionViewsHidesInsteadOfRemoving() {
        let world = TestWorld()
        defer { #expect(world.takeDiagnostics().isEmpty, "correct use: no diagnostic") }
        let container = View(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let from = View(frame: container.bounds), to = View(frame: container.bounds)
        to.isHidden = true
        container.addSubview(from)
        container.addSubview(to)
        View.transition(from: from, to: to, duration: 0.5, options: [.transitionCrossDissolve, .showHideTransitionViews])
        #expect(from.superview === container && from.isHidden)
        #expect(!to.isHidden)
    }
}
