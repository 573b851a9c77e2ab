import Foundation
import Testing
import TestSupport
@testable import Views

/// Percent-driven presentations (with an interruptible property animator and with plain `View.animate`, started
/// interactively or not) and their dismissals under random sequences of present, dismiss, update, pause, finish,
/// cancel, completionSpeed and frames, checked after every step: each transition ends exactly once, finished
/// when its last word was finish (or it ran on its own), cancelled when it was cancel; it never ends while
/// interactive; a scrubbed transition shows exactly its percentage; a call never moves the presented view and a
/// frame moves it no further than the completion's own pace allows; views at rest show their model values;
/// misuse (presenting twice, dismissing mid-transition, a completion speed ≤ 0) is reported once.
@Suite(.world) struct TransitionPropertyTests {
    @Test func randomInteractiveTransitionsEndOnceWhereTheyWereSent() {
        let world = TestWorld()
        let check = PropertyCheck<TransitionStep>(seed: 0x7A45, sequences: 600, length: 10...60,
                                                  generate: TransitionStep.random)
        var steps = 0
        let failure = check.run(shrink: \.simpler) { sequence in
            let stage = TransitionStage(world: world)
            defer { steps += stage.stepsPlayed }
            return stage.play(sequence)
        }
        if let failure { Issue.record("\(failure)") }
        #expect(steps >= 20_000, "\(steps) steps")
    }
}

enum TransitionStep: CustomStringConvertible {
    case present(interruptible: Bool, interactive: Bool)
    case dismiss
    case update(Double)
    case pause
    case finish
    case cancel
    case completionSpeed(Double)
    case frames(Int)

    static func random(_ rng: inout SplitMix) -> TransitionStep {
        rng.pick([
            (6, { r in .present(interruptible: Bool.random(using: &r), interactive: Int.random(in: 0..<3, using: &r) > 0) }),
            (2, { _ in .dismiss }),
            (8, { r in .update(r.unit(steps: 20)) }),
            (3, { _ in .pause }),
            (4, { _ in .finish }),
            (4, { _ in .cancel }),
            (1, { r in .completionSpeed([0.5, 1, 2, 0, -1][Int.random(in: 0...4, using: &r)]) }),
            (20, { r in .frames(Int.random(in: 1...12, using: &r)) }),
        ])
    }

    var simpler: [TransitionStep] {
        switch self {
        case .frames(let n) where n > 1: [.frames(1), .frames(n / 2)]
        case .update(let p) where p != 0.5: [.update(0.5)]
        case .present(let i, let x) where i || !x: [.present(interruptible: false, interactive: true)]
        default: []
        }
    }

    var description: String {
        switch self {
        case .present(let i, let x): "present (\(i ? "interruptible animator" : "View.animate"), wantsInteractiveStart = \(x))"
        case .dismiss: "dismiss(animated: true)"
        case .update(let p): "update(\(p))"
        case .pause: "pause()"
        case .finish: "finish()"
        case .cancel: "cancel()"
        case .completionSpeed(let v): "completionSpeed = \(v)"
        case .frames(let n): "frames(\(n))"
        }
    }
}

/// A presenter and a presented controller in a 400 × 800 window, a percent-driven interaction controller, and a
/// model of where the transition is.
@MainActor
final class TransitionStage {
    let world: TestWorld
    let log = EventLog()
    let root: LoggingViewController
    let presented: LoggingViewController
    let window: Window
    let delegate = StubTransitioningDelegate()
    let interaction = PercentDrivenInteractiveTransition()
    let blockAnimator = BlockSlideAnimator(presenting: true)
    let propertyAnimator = AnimatorSlideAnimator()
    let dismissAnimator = BlockSlideAnimator(presenting: false)
    private(set) var stepsPlayed = 0
    private var presentCompletions = 0
    private var dismissCompletions = 0

    enum Phase: Equatable {
        case idle, presented
        /// Presenting: scrubbed (waiting for update, finish or cancel), or playing to an end.
        case interactive
        case playing(toEnd: Bool)
        case dismissing
    }

    // The model.
    private var phase = Phase.idle
    private var speed = 1.0
    private var expectedDismissCompletions = 0
    /// How each transition ended, per animation controller (the property-animator one, the View.animate one).
    private var endedExpected: (property: [Bool], block: [Bool]) = ([], [])
    /// Whether the presentation under way uses the property animator.
    private var usesPropertyAnimator = false
    /// The most the presented view may move in one frame while playing.
    private var allowedStep = 0.0

    private let height = 800.0
    private let duration = 0.5
    /// The steepest slope of the completion curves (linear, easeInOut).
    private static let steepestSlope: Double = {
        let curve = CubicTimingParameters(animationCurve: .easeInOut).bezier
        return (0...1000).map { curve.slope(atX: Double($0) / 1000) }.max() ?? 1
    }()

    init(world: TestWorld) {
        self.world = world
        root = LoggingViewController("A", log: log)
        presented = LoggingViewController("B", log: log)
        window = makeWindow(root: root)
        delegate.presentInteraction = interaction
        delegate.dismissAnimator = dismissAnimator
        presented.transitioningDelegate = delegate
        _ = world.takeDiagnostics()
    }

    private var endedCount: Int { blockAnimator.endedWith.count + propertyAnimator.endedWith.count }
    private var isInWindow: Bool { presented.viewIfLoaded?.window != nil }
    private var top: Double {
        let v = presented.view.presentationValues
        return Double(v.center.y - v.bounds.height / 2)
    }

    func play(_ steps: [TransitionStep]) -> PropertyCheck<TransitionStep>.Violation? {
        defer { end() }
        for (i, step) in steps.enumerated() {
            if let message = perform(step) { return .init(index: i, message: "\(message) (phase \(phase))") }
        }
        return nil
    }

    /// Brings every transition to its end, so nothing outlives the sequence.
    private func end() {
        if phase == .interactive { interaction.cancel() }
        for _ in 0..<240 where phase != .idle && phase != .presented {
            world.frames(1)
            if endedCount > endedExpected.property.count + endedExpected.block.count || (phase == .dismissing && !isInWindow) { break }
        }
        _ = world.takeDiagnostics()
    }

    private func perform(_ step: TransitionStep) -> String? {
        if case .frames(let n) = step {
            for _ in 0..<n {
                stepsPlayed += 1
                if let problem = frame() { return "frame: \(problem)" }
            }
            return nil
        }
        stepsPlayed += 1
        let before = isInWindow ? top : nil
        var misuse = false
        var moves = false
        switch step {
        case .present(let interruptible, let interactive):
            moves = true
            if phase != .idle { misuse = true } else {
                delegate.presentAnimator = interruptible ? propertyAnimator : blockAnimator
                usesPropertyAnimator = interruptible
                interaction.wantsInteractiveStart = interactive
                phase = interactive ? .interactive : .playing(toEnd: true)
                if !interactive { allowedStep = frameStep(distance: height, over: duration) }
            }
            root.present(presented, animated: true) { [unowned self] in presentCompletions += 1 }
        case .dismiss:
            switch phase {
            case .presented:
                phase = .dismissing
                allowedStep = frameStep(distance: height, over: duration)
                expectedDismissCompletions += 1
            case .idle: break
            default: misuse = true
            }
            root.dismiss(animated: true) { [unowned self] in dismissCompletions += 1 }
        case .update(let p):
            moves = true
            if isPresenting { phase = .interactive }
            interaction.update(CGFloat(p))
        case .pause:
            if isPresenting { phase = .interactive }
            interaction.pause()
        case .finish, .cancel:
            if isPresenting, let before {
                let toEnd = { if case .finish = step { return true } else { return false } }()
                phase = .playing(toEnd: toEnd)
                let remaining = (1 - Double(interaction.percentComplete)) * duration / speed
                allowedStep = frameStep(distance: abs((toEnd ? 0 : height) - before), over: remaining)
            }
            if case .finish = step { interaction.finish() } else { interaction.cancel() }
        case .completionSpeed(let v):
            if v <= 0 { misuse = true } else { speed = v }
            interaction.completionSpeed = CGFloat(v)
        case .frames:
            break
        }
        let diagnostics = world.takeDiagnostics()
        if diagnostics.count != (misuse ? 1 : 0) {
            return "\(step): expected \(misuse ? "one diagnostic (misuse)" : "no diagnostic"), got \(diagnostics)"
        }
        if let problem = checkEnds() { return "\(step): \(problem)" }
        if !moves, let before, isInWindow, abs(top - before) > 1e-6 {
            return "\(step): the call moved the presented view from \(before) to \(top)"
        }
        return nil
    }

    private var isPresenting: Bool {
        switch phase {
        case .interactive, .playing: true
        default: false
        }
    }

    /// The most a view may move in a frame covering `distance` in `seconds` along the steepest curve.
    private func frameStep(distance: Double, over seconds: Double) -> Double {
        let frame = 1.0 / 60
        guard seconds > frame else { return distance + 1e-6 }
        return distance * Self.steepestSlope * frame / seconds + 1e-6
    }

    private func frame() -> String? {
        let before = isInWindow ? top : nil
        let endedBefore = endedCount
        let wasPhase = phase
        world.frames(1)
        let diagnostics = world.takeDiagnostics()
        if !diagnostics.isEmpty { return "diagnostics \(diagnostics)" }
        if endedCount > endedBefore {
            guard case .playing(let toEnd) = wasPhase else { return "the transition ended while \(wasPhase)" }
            if usesPropertyAnimator { endedExpected.property.append(toEnd) } else { endedExpected.block.append(toEnd) }
            phase = toEnd ? .presented : .idle
        } else if wasPhase == .dismissing, !isInWindow {
            phase = .idle
        }
        if let problem = checkEnds() { return problem }
        switch wasPhase {
        case .interactive:
            let expected = height * (1 - Double(interaction.percentComplete))
            if abs(top - expected) > 1e-6 { return "scrubbed to \(interaction.percentComplete) but shows top \(top), not \(expected)" }
        case .playing, .dismissing:
            if let before, isInWindow, abs(top - before) > allowedStep {
                return "the presented view jumped from \(before) to \(top); the completion moves at most \(allowedStep) a frame"
            }
        case .idle, .presented:
            if let before, isInWindow, abs(top - before) > 1e-6 { return "the view moved at rest from \(before) to \(top)" }
        }
        return checkAtRest()
    }

    private func checkEnds() -> String? {
        if propertyAnimator.endedWith != endedExpected.property || blockAnimator.endedWith != endedExpected.block {
            return "the transitions ended \((propertyAnimator.endedWith, blockAnimator.endedWith)), expected \(endedExpected)"
        }
        let presentsEnded = endedExpected.property.count + endedExpected.block.count
        if presentCompletions != presentsEnded {
            return "present's completion ran \(presentCompletions) times for \(presentsEnded) ended presentations"
        }
        let dismissed = expectedDismissCompletions - (phase == .dismissing ? 1 : 0)
        if dismissCompletions != dismissed { return "dismiss's completion ran \(dismissCompletions) times, expected \(dismissed)" }
        return nil
    }

    private func checkAtRest() -> String? {
        switch phase {
        case .presented:
            if presented.view.isAnimating || top != 0 { return "presented at rest but the view shows top \(top)" }
            if root.view.isAnimating || root.view.presentationValues.alpha != 0.5 { return "the presenter is not at rest at alpha 0.5" }
        case .idle:
            if isInWindow && !presented.view.isAnimating && top != height { return "cancelled but still shows top \(top)" }
            if root.view.isAnimating || root.view.presentationValues.alpha != 1 {
                return "the presenter is not at rest at alpha 1: \(root.view.presentationValues.alpha)"
            }
        default: break
        }
        return nil
    }
}
