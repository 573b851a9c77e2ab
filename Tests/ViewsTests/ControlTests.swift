import Foundation
import Testing
@testable import Views

/// Target-action as UIKit writes it (issue 11, item 2): controls, gesture recognizers and display links accept
/// a method without arguments and one taking the sender; control events follow the touch.
@Suite(.world) struct ControlTests {
    /// A target with both shapes of action, counting calls.
    final class Target {
        private(set) var plain = 0
        private(set) var senders: [Button] = []
        private(set) var events: [Views.Event?] = []
        private(set) var recognizers: [TapGestureRecognizer] = []
        private(set) var links = 0
        func dismissMenu() { plain += 1 }
        func toggleShowMore(_ sender: Button) { senders.append(sender) }
        func pressed(_ sender: Button, forEvent event: Views.Event?) { events.append(event) }
        func tapped(_ recognizer: TapGestureRecognizer) { recognizers.append(recognizer) }
        func step() { links += 1 }
    }

    /// A root with a 100×40 button at (100, 100).
    private func makeButton() -> (root: View, button: Button) {
        let root = View(frame: CGRect(x: 0, y: 0, width: 400, height: 800))
        let button = Button(frame: CGRect(x: 100, y: 100, width: 100, height: 40))
        button.setTitle("Go", for: .normal)
        root.addSubview(button)
        return (root, button)
    }

    @Test func bothActionShapesFireOnATapInside() {
        let world = TestWorld()
        let (root, button) = makeButton()
        let input = makeInput(world, root: root)
        let target = Target()
        button.addTarget(target, action: Target.dismissMenu, for: .touchUpInside)
        button.addTarget(target, action: Target.toggleShowMore, for: .touchUpInside)
        button.addTarget(target, action: Target.pressed, for: .touchUpInside)
        click(world, input, at: CGPoint(x: 150, y: 120))
        #expect(target.plain == 1)
        #expect(target.senders.count == 1 && target.senders.first === button)
        #expect(target.events.count == 1 && target.events.first! != nil, "the touch event comes along")
        click(world, input, at: CGPoint(x: 150, y: 120))
        #expect(target.plain == 2 && target.senders.count == 2)
        #expect(world.takeDiagnostics().isEmpty)
    }

    @Test func eventsFollowTheTouch() {
        let world = TestWorld()
        let (root, button) = makeButton()
        let input = makeInput(world, root: root)
        var log: [Control.Event] = []
        for event: Control.Event in [.touchDown, .touchDragInside, .touchDragOutside, .touchDragExit, .touchDragEnter,
                                     .touchUpInside, .touchUpOutside, .touchCancel, .primaryActionTriggered] {
            button.addAction(for: event) { _ in log.append(event) }
        }
        input.pointerDown(at: CGPoint(x: 150, y: 120))
        #expect(log == [.touchDown])
        #expect(button.isHighlighted && button.isTracking)
        #expect(button.titleLabel.alpha < 1, "a pressed button's title dims")
        world.frames(1)
        input.pointerMoved(to: CGPoint(x: 160, y: 120))
        // 70 pt of slop around the bounds still count as inside; beyond, the touch is outside.
        input.pointerMoved(to: CGPoint(x: 260, y: 120))
        #expect(button.isHighlighted)
        input.pointerMoved(to: CGPoint(x: 290, y: 120))
        #expect(!button.isHighlighted && !button.isTouchInside)
        input.pointerMoved(to: CGPoint(x: 150, y: 130))
        input.pointerUp(at: CGPoint(x: 150, y: 130))
        #expect(log == [.touchDown, .touchDragInside, .touchDragInside, .touchDragOutside, .touchDragExit,
                        .touchDragInside, .touchDragEnter, .touchUpInside, .primaryActionTriggered])
        #expect(!button.isHighlighted && !button.isTracking)
        #expect(button.titleLabel.alpha == 1)
        log.removeAll()
        input.pointerDown(at: CGPoint(x: 150, y: 120))
        input.pointerMoved(to: CGPoint(x: 150, y: 300))
        input.pointerUp(at: CGPoint(x: 150, y: 300))
        #expect(log == [.touchDown, .touchDragOutside, .touchDragExit, .touchUpOutside])
        withExtendedLifetime(world) {}
    }

    @Test func aRecognizerThatTakesTheTouchCancelsTheControl() {
        let world = TestWorld()
        let (root, button) = makeButton()
        let pan = PanGestureRecognizer()
        root.addGestureRecognizer(pan)
        let input = makeInput(world, root: root)
        let target = Target()
        button.addTarget(target, action: Target.dismissMenu, for: .touchUpInside)
        var cancelled = 0
        button.addAction(for: .touchCancel) { _ in cancelled += 1 }
        input.pointerDown(at: CGPoint(x: 150, y: 120))
        moveEachFrame(world, input, from: CGPoint(x: 150, y: 120), step: CGPoint(x: 0, y: 5), frames: 4)
        input.pointerUp(at: CGPoint(x: 150, y: 140))
        #expect(cancelled == 1)
        #expect(target.plain == 0)
        #expect(!button.isHighlighted)
    }

    @Test func aDisabledControlSendsNothingAndRemovedTargetsStop() {
        let world = TestWorld()
        let (root, button) = makeButton()
        let input = makeInput(world, root: root)
        let target = Target(), other = Target()
        button.addTarget(target, action: Target.dismissMenu, for: .touchUpInside)
        button.addTarget(other, action: Target.dismissMenu, for: .touchUpInside)
        button.isEnabled = false
        click(world, input, at: CGPoint(x: 150, y: 120))
        #expect(target.plain == 0 && other.plain == 0)
        button.isEnabled = true
        button.removeTarget(target, for: .touchUpInside)
        click(world, input, at: CGPoint(x: 150, y: 120))
        #expect(target.plain == 0 && other.plain == 1)
        #expect(button.hasActions(for: .touchUpInside))
        button.removeTarget(nil)
        #expect(!button.hasActions(for: .allEvents))
    }

    @Test func targetsAreHeldWeakly() {
        let world = TestWorld()
        let (root, button) = makeButton()
        let input = makeInput(world, root: root)
        weak var gone: Target?
        do {
            let target = Target()
            gone = target
            button.addTarget(target, action: Target.dismissMenu, for: .touchUpInside)
        }
        #expect(gone == nil)
        click(world, input, at: CGPoint(x: 150, y: 120))   // no crash, nothing to call
        #expect(button.hasActions(for: .touchUpInside))
    }

    @Test func sendActionsFiresWithoutATouch() {
        let world = TestWorld()
        let (_, button) = makeButton()
        let target = Target()
        button.addTarget(target, action: Target.toggleShowMore, for: .primaryActionTriggered)
        button.addTarget(target, action: Target.pressed, for: .primaryActionTriggered)
        button.sendActions(for: .primaryActionTriggered)
        #expect(target.senders.first === button)
        #expect(target.events.count == 1 && target.events.first! == nil)
        withExtendedLifetime(world) {}
    }

    @Test func perStateTitlesAndColors() {
        let world = TestWorld()
        let (_, button) = makeButton()
        button.setTitle("Off", for: .normal)
        button.setTitle("On", for: .selected)
        button.setTitleColor(.white, for: .normal)
        button.setTitleColor(.systemBlue, for: .highlighted)
        #expect(button.currentTitle == "Off")
        button.isSelected = true
        #expect(button.currentTitle == "On")
        button.isSelected = false
        button.isHighlighted = true
        #expect(button.titleLabel.textColor == .systemBlue)
        #expect(button.titleLabel.alpha == 1, "a highlighted colour replaces the dimming")
        withExtendedLifetime(world) {}
    }

    /// The other places UIKit takes a target-action, in both shapes.
    @Test func gestureRecognizersAndDisplayLinksTakeBothShapes() {
        let world = TestWorld()
        let (root, button) = makeButton()
        let input = makeInput(world, root: root)
        let target = Target()
        let tap = TapGestureRecognizer(target: target, action: Target.dismissMenu)
        tap.addTarget(target, action: Target.tapped)
        root.addGestureRecognizer(tap)
        click(world, input, at: CGPoint(x: 20, y: 400))
        world.frames(30)
        #expect(target.plain == 1)
        #expect(target.recognizers.count == 1 && target.recognizers.first === tap)
        let link = DisplayLink(target: target, selector: Target.step)
        link.add(to: .main, forMode: .default)
        world.frames(3)
        #expect(target.links == 3)
        link.invalidate()
        withExtendedLifetime(button) {}
    }
}
