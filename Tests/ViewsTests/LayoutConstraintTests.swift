import Foundation
import Testing
@testable import Views

/// layoutSubviews / layoutIfNeeded and anchor-based constraints, including animated constant changes.
@Suite(.world) struct LayoutConstraintTests {
    // MARK: Layout passes

    @Test func layoutSubviewsRunsOnlyWhenNeeded() {
        let root = LayoutCountingView(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        #expect(root.needsLayoutPass)
        #expect(root.layoutCount == 0)
        root.layoutIfNeeded()
        #expect(root.layoutCount == 1)
        root.layoutIfNeeded()
        #expect(root.layoutCount == 1)
        #expect(!root.needsLayoutPass)

        root.setNeedsLayout()
        #expect(root.layoutCount == 1, "setNeedsLayout defers the pass")
        root.layoutIfNeeded()
        #expect(root.layoutCount == 2)

        root.center = CGPoint(x: 10, y: 10)
        root.frame = CGRect(x: 50, y: 50, width: 400, height: 400)
        root.transform = CGAffineTransform(scaleX: 2, y: 2)
        root.alpha = 0.5
        root.layoutIfNeeded()
        #expect(root.layoutCount == 2, "moving, transforming or fading does not lay out")

        root.bounds.size = CGSize(width: 300, height: 400)
        root.layoutIfNeeded()
        #expect(root.layoutCount == 3)
        root.frame = CGRect(x: 0, y: 0, width: 300, height: 500)
        root.layoutIfNeeded()
        #expect(root.layoutCount == 4)
    }

    @Test func layoutIfNeededVisitsOnlyTheViewsThatNeedIt() {
        let root = LayoutCountingView(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        let child = LayoutCountingView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let grandchild = LayoutCountingView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        root.addSubview(child)
        child.addSubview(grandchild)
        func counts() -> [Int] { [root.layoutCount, child.layoutCount, grandchild.layoutCount] }
        root.layoutIfNeeded()
        #expect(counts() == [1, 1, 1])
        grandchild.setNeedsLayout()
        #expect(root.needsLayoutPass)
        root.layoutIfNeeded()
        #expect(counts() == [1, 1, 2])
        // A subview's layoutIfNeeded leaves its superview alone.
        root.setNeedsLayout()
        child.setNeedsLayout()
        child.layoutIfNeeded()
        #expect(counts() == [1, 2, 2])
        root.layoutIfNeeded()
        #expect(counts() == [2, 2, 2])
    }

    @Test func subviewChangesLayOutTheSuperviewAgain() {
        let root = LayoutCountingView(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        root.layoutIfNeeded()
        let label = Label(text: "One")
        root.addSubview(label)
        root.layoutIfNeeded()
        #expect(root.layoutCount == 2)
        label.text = "Two"
        root.layoutIfNeeded()
        #expect(root.layoutCount == 3)
        label.text = "Two"
        root.layoutIfNeeded()
        #expect(root.layoutCount == 3)
        label.removeFromSuperview()
        root.layoutIfNeeded()
        #expect(root.layoutCount == 4)
    }

    // MARK: Constraints

    @Test func anchorsPositionAndSizeSubviews() {
        let root = View(frame: CGRect(x: 0, y: 0, width: 400, height: 800))
        let header = View(), body = View(), badge = View(), footer = View()
        [header, body, badge, footer].forEach(root.addSubview)
        LayoutConstraint.activate([
            header.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 20),
            header.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -20),
            header.topAnchor.constraint(equalTo: root.topAnchor, constant: 40),
            header.heightAnchor.constraint(equalToConstant: 60),

            body.topAnchor.constraint(equalTo: header.bottomAnchor, constant: 8),
            body.leftAnchor.constraint(equalTo: header.leftAnchor),
            body.widthAnchor.constraint(equalTo: root.widthAnchor, multiplier: 0.5),
            body.heightAnchor.constraint(equalTo: body.widthAnchor, constant: 10),

            badge.centerXAnchor.constraint(equalTo: root.centerXAnchor),
            badge.centerYAnchor.constraint(equalTo: root.centerYAnchor, constant: 100),
            badge.widthAnchor.constraint(equalToConstant: 30),
            badge.heightAnchor.constraint(equalToConstant: 20),

            footer.bottomAnchor.constraint(equalTo: root.bottomAnchor, constant: -10),
            footer.rightAnchor.constraint(equalTo: root.rightAnchor),
            footer.widthAnchor.constraint(equalToConstant: 100),
            footer.heightAnchor.constraint(equalToConstant: 50),
        ])
        root.layoutIfNeeded()
        #expect(header.frame == CGRect(x: 20, y: 40, width: 360, height: 60))
        #expect(body.frame == CGRect(x: 20, y: 108, width: 200, height: 210))
        #expect(badge.frame == CGRect(x: 185, y: 490, width: 30, height: 20))
        #expect(footer.frame == CGRect(x: 300, y: 740, width: 100, height: 50))
    }

    @Test func aspectRatioConstraintUsesTheWidthOfThisLayoutPass() {
        let root = View(frame: CGRect(x: 0, y: 0, width: 400, height: 800))
        let icon = View()
        root.addSubview(icon)
        LayoutConstraint.activate([
            icon.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            icon.topAnchor.constraint(equalTo: root.topAnchor),
            icon.widthAnchor.constraint(equalTo: root.widthAnchor, multiplier: 0.25),
            icon.heightAnchor.constraint(equalTo: icon.widthAnchor),
        ])
        root.layoutIfNeeded()
        #expect(icon.frame == CGRect(x: 0, y: 0, width: 100, height: 100))
        root.bounds.size.width = 200
        root.layoutIfNeeded()
        #expect(icon.frame == CGRect(x: 0, y: 0, width: 50, height: 50))
    }

    @Test func constraintsFollowTheSuperviewsSize() {
        let root = View(frame: CGRect(x: 0, y: 0, width: 400, height: 800))
        let bar = View()
        root.addSubview(bar)
        LayoutConstraint.activate([
            bar.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            bar.trailingAnchor.constraint(equalTo: root.trailingAnchor),
            bar.bottomAnchor.constraint(equalTo: root.bottomAnchor),
            bar.heightAnchor.constraint(equalToConstant: 44),
        ])
        root.layoutIfNeeded()
        #expect(bar.frame == CGRect(x: 0, y: 756, width: 400, height: 44))
        root.frame = CGRect(x: 0, y: 0, width: 800, height: 400)
        root.layoutIfNeeded()
        #expect(bar.frame == CGRect(x: 0, y: 356, width: 800, height: 44))
    }

    @Test func deactivatedConstraintsNoLongerApply() {
        let root = View(frame: CGRect(x: 0, y: 0, width: 400, height: 800))
        let v = View(frame: CGRect(x: 1, y: 2, width: 3, height: 4))
        root.addSubview(v)
        let left = v.leftAnchor.constraint(equalTo: root.leftAnchor, constant: 50)
        #expect(!left.isActive)
        root.layoutIfNeeded()
        #expect(v.frame == CGRect(x: 1, y: 2, width: 3, height: 4), "inactive constraints do nothing")
        left.isActive = true
        root.layoutIfNeeded()
        #expect(v.frame == CGRect(x: 50, y: 2, width: 3, height: 4))
        LayoutConstraint.deactivate([left])
        left.constant = 100
        root.layoutIfNeeded()
        #expect(v.frame.minX == 50)
    }

    // MARK: Animating constraints (seed 000)

    private func makeDateLabel() -> (root: View, label: Label, top: LayoutConstraint) {
        let root = View(frame: CGRect(x: 0, y: 0, width: 400, height: 800))
        let label = Label(text: "Tuesday, 4 June")
        root.addSubview(label)
        let top = label.topAnchor.constraint(equalTo: root.topAnchor, constant: 100)
        LayoutConstraint.activate([
            top,
            label.centerXAnchor.constraint(equalTo: root.centerXAnchor),
            label.widthAnchor.constraint(equalToConstant: 200),
            label.heightAnchor.constraint(equalToConstant: 30),
        ])
        root.layoutIfNeeded()
        return (root, label, top)
    }

    @Test func constantChangeOutsideAnAnimationJumps() {
        let world = TestWorld()
        defer { #expect(world.takeDiagnostics().isEmpty, "correct use: no diagnostic") }
        let (root, label, top) = makeDateLabel()
        #expect(label.frame == CGRect(x: 100, y: 100, width: 200, height: 30))
        top.constant -= 100
        #expect(label.frame.minY == 100, "nothing moves before the layout pass")
        root.layoutIfNeeded()
        #expect(label.frame.minY == 0)
        #expect(label.presentationValues.frame.minY == 0)
        #expect(!label.isAnimating)
    }

    @Test func constantChangeAndLayoutInsideViewAnimateAnimatesTheFrame() {
        let world = TestWorld()
        let (root, label, top) = makeDateLabel()
        top.constant -= 100
        root.layoutIfNeeded()
        let log = CallLog<Bool>()
        View.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: {
            top.constant += 150
            root.layoutIfNeeded()
        }, completion: log.record)
        #expect(label.frame == CGRect(x: 100, y: 150, width: 200, height: 30))
        #expect(label.presentationValues.frame.minY == 0)
        world.frames(15)
        #expect(close(label.presentationValues.frame, CGRect(x: 100, y: 37.5, width: 200, height: 30), 1e-9))
        world.frames(15)
        #expect(close(label.presentationValues.frame.minY, 75, 1e-9))
        world.frames(31)
        #expect(label.presentationValues.frame.minY == 150)
        #expect(log.calls == [true])
    }

    @Test func heightConstraintAnimatesSizeAroundItsTop() {
        let world = TestWorld()
        let root = View(frame: CGRect(x: 0, y: 0, width: 400, height: 800))
        let widget = View()
        root.addSubview(widget)
        let height = widget.heightAnchor.constraint(equalToConstant: 130)
        LayoutConstraint.activate([
            widget.topAnchor.constraint(equalTo: root.topAnchor, constant: 10),
            widget.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            widget.widthAnchor.constraint(equalToConstant: 300),
            height,
        ])
        root.layoutIfNeeded()
        View.animate(withDuration: 0.5, delay: 0, options: .curveLinear, animations: {
            height.constant = 230
            root.layoutIfNeeded()
        })
        world.frames(15)
        // Size and center animate together, so the top edge stays put while the widget grows.
        let f = widget.presentationValues.frame
        #expect(close(f, CGRect(x: 0, y: 10, width: 300, height: 180), 1e-9))
        world.frames(16)
        #expect(widget.presentationValues.frame == CGRect(x: 0, y: 10, width: 300, height: 230))
    }

    @Test func layoutAfterTheBlockDoesNotAnimate() {
        let world = TestWorld()
        let (root, label, top) = makeDateLabel()
        View.animate(withDuration: 1, animations: { top.constant = 300 })
        #expect(label.frame.minY == 100)
        root.layoutIfNeeded()
        #expect(label.presentationValues.frame.minY == 300)
        world.frames(5)
        #expect(label.presentationValues.frame.minY == 300)
    }

    @Test func constraintAnimationInAPropertyAnimatorSettlesOnTheTarget() {
        let world = TestWorld()
        let (root, label, top) = makeDateLabel()
        let animator = ViewPropertyAnimator(duration: 1, timingParameters: SpringTimingParameters(dampingRatio: 0.55))
        animator.addAnimations {
            top.constant += 150
            root.layoutIfNeeded()
        }
        animator.startAnimation()
        let ys = sampleFrames(world, 70) { label.presentationValues.frame.minY }
        #expect(ys.max()! > 250, "an under-damped spring overshoots")
        #expect(ys.last == 250)
        #expect(animator.state == .inactive)
    }
}
