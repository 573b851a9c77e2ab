import Foundation
import Testing
@testable import Views

/// The trackpad's alternative to the wheel: a press held still 0.5 s over a view with a preview interaction
/// builds pressure (1.25 a second: the peek 0.6 s later, the pop 0.2 s after that), on the virtual clock.
/// Letting go before the pop cancels, moving beyond 10 pt cancels, and a preview that takes the press takes
/// it from the gesture recognizers and views (a tap does not fire on release).
@Suite(.world) struct PressureHoldTests {
    typealias Recorder = PreviewInteractionTests.Recorder

    /// A widget (0,100 400×200) with an icon at (20,120) 60×60 that has a tap recognizer, the interaction on
    /// the widget.
    private func setUp(_ world: TestWorld) -> (icon: View, interaction: PreviewInteraction, recorder: Recorder,
                                               taps: () -> Int, input: InputDispatcher, root: View) {
        let root = View(frame: CGRect(x: 0, y: 0, width: 400, height: 800))
        let widget = View(frame: CGRect(x: 0, y: 100, width: 400, height: 200))
        root.addSubview(widget)
        let icon = View(frame: CGRect(x: 20, y: 20, width: 60, height: 60))
        widget.addSubview(icon)
        var tapCount = 0
        let tap = TapGestureRecognizer()
        tap.addAction { _ in tapCount += 1 }
        icon.addGestureRecognizer(tap)
        let interaction = PreviewInteraction(view: widget)
        let recorder = Recorder()
        interaction.delegate = recorder
        return (icon, interaction, recorder, { tapCount }, makeInput(world, root: root), root)
    }

    private let iconCenter = CGPoint(x: 50, y: 150)

    @Test func holdingStillPeeksAfterHalfASecondThenCommits() {
        let world = TestWorld()
        let (_, interaction, recorder, taps, input, _) = setUp(world)
        input.pointerDown(at: iconCenter)
        world.frames(29)
        #expect(recorder.take().isEmpty, "not before half a second")
        #expect(input.pressure == 0)
        var pressures: [CGFloat] = []
        var peekFrame: Int?, commitFrame: Int?
        for frame in 30...90 {
            world.frames(1)
            pressures.append(input.pressure)
            let calls = recorder.take()
            if calls.contains("preview 1.000 ended") { peekFrame = frame }
            if calls.contains("commit 1.000 ended") { commitFrame = frame }
            if frame == 30 { #expect(calls.first == "shouldBegin", "at 0.5 s: \(calls)") }
        }
        // The pressure rises 1/48 a frame (1.25 a second) from the first frame past 0.5 s, to 1.
        #expect(pressures[0] > 0 && pressures[0] < 0.03)
        let rises = zip(pressures, pressures.dropFirst()).filter { $1 < 1 }.map { $1 - $0 }
        #expect(rises.allSatisfy { close($0, 1.25 / 60, 1e-9) }, "\(rises)")
        #expect(pressures.last == 1)
        // Peek about 0.6 s after the press began building, pop 0.2 s after that (all on the virtual clock).
        #expect(peekFrame.map { (64...68).contains($0) } == true, "peek at frame \(String(describing: peekFrame))")
        #expect(commitFrame.map { (76...80).contains($0) } == true, "commit at frame \(String(describing: commitFrame))")
        #expect(interaction.phase == .committed)
        // Letting go after the pop: nothing is cancelled, and the press was the preview's, not a tap.
        input.pointerUp(at: iconCenter)
        world.frames(2)
        #expect(recorder.take().isEmpty)
        #expect(interaction.phase == .idle)
        #expect(input.pressure == 0)
        #expect(taps() == 0)
        #expect(!input.isActive)
    }

    @Test func lettingGoBeforeThePopCancels() {
        let world = TestWorld()
        let (_, interaction, recorder, taps, input, _) = setUp(world)
        input.pointerDown(at: iconCenter)
        world.frames(50)
        #expect(interaction.phase == .previewing)
        let calls = recorder.take()
        #expect(calls.first == "shouldBegin" && calls.count > 10)
        input.pointerUp(at: iconCenter)
        #expect(recorder.take() == ["cancel"], "at once, as a wheel's pressure running out")
        #expect(input.pressure == 0)
        world.frames(30)
        #expect(taps() == 0, "the press was the preview's")
        #expect(recorder.take().isEmpty)
    }

    @Test func movingBeyondTheSlopCancelsAndMovingWithinItDoesNot() {
        let world = TestWorld()
        let (_, _, recorder, _, input, _) = setUp(world)
        input.pointerDown(at: iconCenter)
        world.frames(10)
        input.pointerMoved(to: CGPoint(x: iconCenter.x + 6, y: iconCenter.y + 6))   // 8.5 pt: still a hold
        world.frames(40)
        #expect(recorder.take().first == "shouldBegin")
        input.pointerMoved(to: CGPoint(x: iconCenter.x + 12, y: iconCenter.y))
        #expect(recorder.take() == ["cancel"])
        #expect(input.pressure == 0)
        world.frames(60)
        #expect(input.pressure == 0, "a hold that moved off does not start again")
        #expect(recorder.take().isEmpty)

        // Moving more than the slop before half a second: no hold at all.
        input.pointerUp(at: iconCenter)
        input.pointerDown(at: iconCenter)
        world.frames(5)
        input.pointerMoved(to: CGPoint(x: iconCenter.x, y: iconCenter.y + 11))
        world.frames(60)
        #expect(recorder.take().isEmpty)
        #expect(input.pressure == 0)
    }

    @Test func aPreviewThatDeclinesLeavesThePressToTheViews() {
        let world = TestWorld()
        let (_, interaction, recorder, taps, input, _) = setUp(world)
        recorder.allowsBegin = false
        input.pointerDown(at: iconCenter)
        world.frames(40)
        #expect(recorder.take() == ["shouldBegin"], "asked once")
        #expect(input.pressure == 0)
        #expect(interaction.phase == .idle)
        input.pointerUp(at: iconCenter)
        world.frames(1)
        #expect(taps() == 1, "the press was never taken from the tap")
    }

    @Test func noHoldWithoutAPreviewInteraction() {
        let world = TestWorld()
        let (_, interaction, recorder, _, input, root) = setUp(world)
        interaction.isEnabled = false
        input.pointerDown(at: iconCenter)
        world.frames(90)
        #expect(input.pressure == 0)
        #expect(recorder.calls.isEmpty)
        input.pointerUp(at: iconCenter)
        // Over a plain view, holding presses nothing either.
        input.pointerDown(at: CGPoint(x: 200, y: 600))
        world.frames(90)
        #expect(input.pressure == 0)
        withExtendedLifetime(root) {}
    }

    @Test func theWheelAndTheHoldAddUp() {
        let world = TestWorld()
        let (_, _, recorder, _, input, _) = setUp(world)
        input.pointerDown(at: iconCenter)
        world.frames(31)
        let before = input.pressure
        #expect(before > 0)
        input.wheel(2)
        #expect(input.pressure == before + 0.25)
        input.wheel(-1)
        #expect(close(input.pressure, before + 0.125, 1e-12), "the wheel still eases it off while held")
        #expect(input.pressureInteraction != nil)
        #expect(recorder.take().first == "shouldBegin")
    }
}
