import Foundation
import Testing
import TestSupport
@testable import Views

/// ViewPropertyAnimator under random sequences of its public calls interleaved with frames, checked after
/// every step against UIKit's state machine (../shared/reference/uikit-semantics.md): the state is the one
/// UIKit's rules give; misuse is reported once and changes nothing; completions run exactly once, in order, with
/// the position the animator ended at; a view at rest shows its model value; and the view never jumps — no
/// call moves it (but scrubbing and finishing at an end, which set where it is), and no frame moves it further
/// than the animator's current leg moves in its fastest frame. A failure prints the shrunk sequence.
@Suite(.world) struct AnimatorPropertyTests {
    @Test func randomCallSequencesKeepUIKitsStateMachine() {
        let world = TestWorld()
        let check = PropertyCheck<AnimatorStep>(seed: 0xA11CE, sequences: 900, length: 20...100, generate: AnimatorStep.random)
        var steps = 0
        let failure = check.run(shrink: \.simpler) { sequence in
            let stage = AnimatorStage(world: world)
            defer { steps += stage.stepsPlayed }
            return stage.play(sequence)
        }
        if let failure { Issue.record("\(failure)") }
        // The sequences really ran: over 10^5 steps, each call and each frame counted as one.
        #expect(steps >= 100_000, "\(steps) steps")
    }

    @Test func aBrokenInvariantIsShrunkToTheStepsThatBreakIt() {
        // A deliberately wrong expectation: "a paused animator never reaches fraction 0.5 by scrubbing".
        let check = PropertyCheck<AnimatorStep>(seed: 7, sequences: 50, length: 30...60, generate: AnimatorStep.random)
        let failure = check.run(shrink: \.simpler) { sequence in
            for (i, step) in sequence.enumerated() {
                if case .scrub(let f) = step, f >= 0.5 { return .init(index: i, message: "scrubbed to \(f)") }
            }
            return nil
        }
        let shrunk = try? #require(failure)
        #expect(shrunk?.steps.count == 1)
        #expect(shrunk?.steps.first?.description == "fractionComplete = 0.5")
        #expect(shrunk?.description.contains("shrunk from") == true)
    }
}

/// One public call on the animator, or frames.
enum AnimatorStep: CustomStringConvertible {
    case start
    case startAfterDelay(Double)
    case pause
    case scrub(Double)
    /// `fractionComplete = fractionComplete`: a paused animator's views stay where they are.
    case scrubToCurrent
    case reverse(Bool)
    case continueAnimation(Timing?, durationFactor: Double)
    case stop(withoutFinishing: Bool)
    case finish(ViewAnimatingPosition)
    /// A block moving the square to x (the first of a run), or another view (later ones).
    case move(to: Double)
    /// A block fading the square, optionally with a delay factor.
    case fade(to: Double, delayFactor: Double?)
    case addCompletion
    case pausesOnCompletion(Bool)
    case scrubsLinearly(Bool)
    case interruptible(Bool)
    case frames(Int)

    enum Timing: CustomStringConvertible {
        case cubic(AnimationCurve)
        case spring(dampingRatio: Double)

        var parameters: TimingCurveProvider {
            switch self {
            case .cubic(let curve): CubicTimingParameters(animationCurve: curve)
            case .spring(let ratio): SpringTimingParameters(dampingRatio: CGFloat(ratio))
            }
        }

        var description: String {
            switch self {
            case .cubic(let curve): ".\(curve)"
            case .spring(let ratio): "spring(dampingRatio: \(ratio))"
            }
        }
    }

    static func random(_ rng: inout SplitMix) -> AnimatorStep {
        rng.pick([
            (8, { _ in .start }),
            (2, { r in .startAfterDelay(Double(Int.random(in: 1...20, using: &r)) / 100) }),
            (6, { _ in .pause }),
            (6, { r in .scrub(r.unit(steps: 20)) }),
            (2, { _ in .scrubToCurrent }),
            (5, { r in .reverse(Bool.random(using: &r)) }),
            (6, { r in
                let timing: Timing? = r.pick([
                    (2, { _ in nil }),
                    (1, { r in .cubic([.linear, .easeIn, .easeOut, .easeInOut][Int.random(in: 0...3, using: &r)]) }),
                    (1, { r in .spring(dampingRatio: [0.3, 0.7, 1, 2][Int.random(in: 0...3, using: &r)]) }),
                ])
                return .continueAnimation(timing, durationFactor: [0, 0, 0.1, 0.5, 1, 2][Int.random(in: 0...5, using: &r)])
            }),
            (3, { r in .stop(withoutFinishing: Bool.random(using: &r)) }),
            (3, { r in .finish([.end, .start, .current][Int.random(in: 0...2, using: &r)]) }),
            (3, { r in .move(to: Double(Int.random(in: 0...40, using: &r)) * 10) }),
            (2, { r in .fade(to: r.unit(steps: 10), delayFactor: Bool.random(using: &r) ? nil : r.unit(steps: 4)) }),
            (4, { _ in .addCompletion }),
            (2, { r in .pausesOnCompletion(Bool.random(using: &r)) }),
            (1, { r in .scrubsLinearly(Bool.random(using: &r)) }),
            (1, { r in .interruptible(Bool.random(using: &r)) }),
            (30, { r in .frames(Int.random(in: 1...8, using: &r)) }),
        ])
    }

    /// Simpler versions of this step, for shrinking.
    var simpler: [AnimatorStep] {
        switch self {
        case .frames(let n) where n > 1: [.frames(1), .frames(n / 2)]
        case .startAfterDelay: [.start]
        case .continueAnimation(let timing, let factor):
            (timing != nil ? [.continueAnimation(nil, durationFactor: factor)] : [])
                + (factor != 0 ? [.continueAnimation(timing, durationFactor: 0)] : [])
        case .scrub(let f) where f != 0.5: [.scrub(0.5)]
        case .fade(let to, let factor) where factor != nil: [.fade(to: to, delayFactor: nil)]
        default: []
        }
    }

    var description: String {
        switch self {
        case .start: "startAnimation()"
        case .startAfterDelay(let d): "startAnimation(afterDelay: \(d))"
        case .pause: "pauseAnimation()"
        case .scrub(let f): "fractionComplete = \(f)"
        case .scrubToCurrent: "fractionComplete = fractionComplete"
        case .reverse(let b): "isReversed = \(b)"
        case .continueAnimation(let t, let f): "continueAnimation(withTimingParameters: \(t.map { "\($0)" } ?? "nil"), durationFactor: \(f))"
        case .stop(let b): "stopAnimation(\(b))"
        case .finish(let p): "finishAnimation(at: .\(["end", "start", "current"][p.rawValue]))"
        case .move(let x): "addAnimations { center.x = \(x) }"
        case .fade(let a, let f): f.map { "addAnimations({ alpha = \(a) }, delayFactor: \($0))" } ?? "addAnimations { alpha = \(a) }"
        case .addCompletion: "addCompletion { … }"
        case .pausesOnCompletion(let b): "pausesOnCompletion = \(b)"
        case .scrubsLinearly(let b): "scrubsLinearly = \(b)"
        case .interruptible(let b): "isInterruptible = \(b)"
        case .frames(let n): "frames(\(n))"
        }
    }
}

/// One animator moving a square (and fading it, and moving a second view), with a model of what UIKit's rules
/// say it must do.
@MainActor
final class AnimatorStage {
    let world: TestWorld
    let root = View(frame: CGRect(x: 0, y: 0, width: 600, height: 400))
    let square = View(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    let other = View(frame: CGRect(x: 0, y: 200, width: 50, height: 50))
    let animator: ViewPropertyAnimator
    /// Calls and frames played.
    private(set) var stepsPlayed = 0
    /// What ran: (completion id, position).
    private var ran: [(Int, ViewAnimatingPosition)] = []
    private var nextCompletion = 0

    // The model.
    private var state = ViewAnimatingState.inactive
    private var running = false
    private var interruptible = true
    private var pending: [Int] = []
    /// The square's move of this run of the animator (from inactive back to inactive): from, to.
    private var move: (from: Double, to: Double)?
    /// Whether the run has blocks (so its views are not at rest while inactive).
    private var hasBlocks = true
    /// While scrubbing a paused animator: how far its progress was past 0…1 when the scrub began (a spring's
    /// overshoot). Scrubbing then blends from there to the plain position instead of snapping; it is faded out
    /// over the next leg.
    private var scrubOffset: Double?
    /// The offset a leg started from a scrub still fades out (0 once the animator stops running).
    private var fadingOffset = 0.0
    /// Whether this scrub (from a pause until the animator runs again) was all linear: begun with scrubsLinearly
    /// true and never switched. Otherwise the animator anchors it to where it paused through another mapping,
    /// and the plain position is not where the views go.
    private var scrubAllLinear = true

    init(world: TestWorld) {
        self.world = world
        root.addSubview(square)
        root.addSubview(other)
        square.center = CGPoint(x: 50, y: 50)
        let square = square
        animator = ViewPropertyAnimator(duration: 0.5, curve: .easeInOut) { square.center.x = 250 }
        move = (50, 250)
        _ = world.takeDiagnostics()
    }

    private func fail(_ i: Int, _ message: String) -> PropertyCheck<AnimatorStep>.Violation {
        .init(index: i, message: "\(message) — \(animator)")
    }

    /// Plays `steps`, checking the invariants after each; the first broken one.
    func play(_ steps: [AnimatorStep]) -> PropertyCheck<AnimatorStep>.Violation? {
        defer { end() }
        for (i, step) in steps.enumerated() {
            if let message = perform(step) { return fail(i, message) }
        }
        return nil
    }

    /// Leaves the animator inactive, so releasing it is not misuse.
    private func end() {
        if animator.state == .active { animator.stopAnimation(false) }
        if animator.state == .stopped { animator.finishAnimation(at: .current) }
        _ = world.takeDiagnostics()
    }

    private var x: Double { Double(square.presentationValues.center.x) }

    /// Performs one step; what broke, if anything.
    private func perform(_ step: AnimatorStep) -> String? {
        if case .frames(let n) = step {
            for _ in 0..<n {
                stepsPlayed += 1
                if let problem = frame() { return problem }
            }
            return nil
        }
        stepsPlayed += 1
        let before = x
        let ranBefore = ran.count
        var misuse = false
        var completes: ViewAnimatingPosition?
        /// Where the call puts the square (nil: where it was), and how close.
        var expectedX: Double?
        var tolerance = 1e-6
        switch step {
        case .start, .startAfterDelay:
            if state == .stopped { misuse = true } else if !running { state = .active; running = true }
            if case .startAfterDelay(let d) = step { animator.startAnimation(afterDelay: d) } else { animator.startAnimation() }
        case .pause:
            if state == .stopped { misuse = true } else { state = .active; running = false }
            animator.pauseAnimation()
        case .scrub(let f):
            if !running && state != .stopped {
                state = .active
                if scrubOffset == nil {
                    scrubOffset = animator.progress.x - min(max(animator.progress.x, 0), 1)
                    scrubAllLinear = animator.scrubsLinearly
                }
                if scrubAllLinear, let move {
                    let plain = move.from + (move.to - move.from) * f
                    // Exactly there, or blended from an overshoot: off by no more than that overshoot.
                    expectedX = plain
                    tolerance = abs(scrubOffset ?? 0) * abs(move.to - move.from) + 1e-6
                } else {
                    // Through the curve the square lands where the curve says: not checked here.
                    expectedX = .nan
                }
            }
            animator.fractionComplete = CGFloat(f)
        case .scrubToCurrent:
            if !scrubAllLinear { expectedX = .nan }
            // A paused animator's views stay where they are (expectedX nil: no movement).
            if !running && state != .stopped {
                state = .active
                if scrubOffset == nil {
                    scrubOffset = animator.progress.x - min(max(animator.progress.x, 0), 1)
                    scrubAllLinear = animator.scrubsLinearly
                }
            }
            animator.fractionComplete = animator.fractionComplete
        case .reverse(let b):
            animator.isReversed = b
        case .continueAnimation(let timing, let factor):
            if state != .active || !interruptible { misuse = true } else { running = true }
            animator.continueAnimation(withTimingParameters: timing?.parameters, durationFactor: CGFloat(factor))
        case .stop(let withoutFinishing):
            if state == .inactive { misuse = true } else if state == .active {
                running = false
                if withoutFinishing {
                    state = .inactive
                    pending.removeAll()
                    endRun()
                } else {
                    state = .stopped
                }
            }
            animator.stopAnimation(withoutFinishing)
        case .finish(let position):
            if state != .stopped { misuse = true } else {
                state = .inactive
                completes = position
                if let move, position != .current { expectedX = position == .end ? move.to : move.from }
            }
            animator.finishAnimation(at: position)
        case .move(let to):
            if state == .stopped { misuse = true } else { hasBlocks = true }
            if move == nil && state == .inactive && !misuse {
                let from = Double(square.center.x)
                move = (from, to)
                let square = square
                animator.addAnimations { square.center.x = CGFloat(to) }
            } else {
                let other = other
                animator.addAnimations { other.center.x = CGFloat(to) }
            }
        case .fade(let alpha, let factor):
            if state == .stopped { misuse = true } else { hasBlocks = true }
            let square = square
            if let factor {
                animator.addAnimations({ square.alpha = CGFloat(alpha) }, delayFactor: CGFloat(factor))
            } else {
                animator.addAnimations { square.alpha = CGFloat(alpha) }
            }
        case .addCompletion:
            let id = nextCompletion
            nextCompletion += 1
            pending.append(id)
            animator.addCompletion { [unowned self] position in ran.append((id, position)) }
        case .pausesOnCompletion(let b):
            animator.pausesOnCompletion = b
        case .scrubsLinearly(let b):
            if b != animator.scrubsLinearly, scrubOffset != nil { scrubAllLinear = false }
            animator.scrubsLinearly = b
        case .interruptible(let b):
            if state != .inactive && b != interruptible { misuse = true } else { interruptible = b }
            animator.isInterruptible = b
        case .frames:
            break
        }
        if running, let offset = scrubOffset {
            fadingOffset = abs(offset)
            scrubOffset = nil
        } else if state != .active {
            scrubOffset = nil
        }
        if !running { fadingOffset = 0 }
        let diagnostics = world.takeDiagnostics()
        if diagnostics.count != (misuse ? 1 : 0) {
            return "\(step): expected \(misuse ? "one diagnostic (misuse)" : "no diagnostic"), got \(diagnostics)"
        }
        if let position = completes {
            if let problem = checkCompletions(since: ranBefore, at: position) { return problem }
            endRun()
        } else if ran.count != ranBefore {
            return "\(step): completions ran although the animator did not finish: \(ran[ranBefore...].map(\.0))"
        }
        if let problem = checkState() { return "\(step): \(problem)" }
        switch expectedX {
        case .some(let value) where value.isNaN: break
        case .some(let value):
            if abs(x - value) > tolerance { return "\(step): the square shows x \(x), expected \(value) ± \(tolerance)" }
        case .none:
            if abs(x - before) > 1e-6 { return "\(step): the call moved the square from x \(before) to \(x)" }
        }
        return checkAtRest(after: step)
    }

    /// One frame: the state changes only by reaching the end; the square moves no further than its leg does in
    /// its fastest frame.
    private func frame() -> String? {
        let before = x
        let ranBefore = ran.count
        let wasRunning = running
        let reversed = animator.isReversed
        // The leg's own fastest frame, plus what is left of an overshoot a scrub started from (faded over the leg).
        let allowed = move.map { abs($0.to - $0.from) * (legFastestFrame() + fadingOffset + 0.002) + 1e-9 } ?? 1e-9
        world.frames(1)
        if wasRunning && !animator.isRunning {
            running = false
            fadingOffset = 0
            if animator.state == .inactive {
                if animator.pausesOnCompletion { return "frame: completed although pausesOnCompletion is true" }
                state = .inactive
                let position: ViewAnimatingPosition = reversed ? .start : .end
                if let problem = checkCompletions(since: ranBefore, at: position) { return "frame: \(problem)" }
                if let move, abs(x - (reversed ? move.from : move.to)) > 1e-6 {
                    return "frame: ended at .\(position) with the square at x \(x), not \(reversed ? move.from : move.to)"
                }
                endRun()
            } else if !animator.pausesOnCompletion {
                return "frame: stopped running mid-way without completing"
            } else if abs(Double(animator.fractionComplete) - (reversed ? 0 : 1)) > 1e-9 {
                return "frame: paused on completion at fraction \(animator.fractionComplete)"
            }
        } else if ran.count != ranBefore {
            return "frame: completions ran while the animator kept running: \(ran[ranBefore...].map(\.0))"
        }
        if let problem = checkState() { return "frame: \(problem)" }
        if abs(x - before) > allowed {
            return "frame: the square jumped from x \(before) to \(x); its leg moves at most \(allowed) pt in a frame"
        }
        let diagnostics = world.takeDiagnostics()
        if !diagnostics.isEmpty { return "frame: diagnostics \(diagnostics)" }
        return checkAtRest(after: AnimatorStep.frames(1))
    }

    /// The most the animator's current leg moves within one frame anywhere along it: the widest range of its
    /// progress over any one-frame window of a fine grid (a spring can turn back inside a frame, so a part of a
    /// frame may travel further than a whole one), and over the frame from where the leg is now.
    private func legFastestFrame() -> Double {
        guard animator.isRunning, let leg = animator.currentSegment else { return 0 }
        let window = (1.0 / 60) * abs(leg.rate)
        let duration = leg.duration
        guard duration > window else { return abs(leg.end - leg.start.x) * 2 }
        var copy = leg
        func progress(at t: Double) -> Double {
            copy.time = min(max(t, 0), duration)
            return copy.progress.x
        }
        let key = LegKey(id: leg.id, rate: leg.rate)
        if cachedLeg?.key != key {
            // A sixteenth of a frame apart, at least 64 points: a short, steep leg is not underestimated.
            let n = min(max(Int(duration / (window / 16)), 64), 4_000)
            let samples = (0...n).map { progress(at: duration * Double($0) / Double(n)) }
            let span = max(Int((window / duration * Double(n)).rounded(.up)), 1)
            var widest = 0.0
            for j in 0...n {
                let slice = samples[j...min(j + span, n)]
                widest = max(widest, (slice.max() ?? 0) - (slice.min() ?? 0))
            }
            cachedLeg = (key, widest)
        }
        let direction = leg.rate >= 0 ? 1.0 : -1.0
        let here = (0...16).map { progress(at: leg.time + direction * window * Double($0) / 16) }
        return max(cachedLeg?.fastest ?? 0, (here.max() ?? 0) - (here.min() ?? 0))
    }

    private struct LegKey: Equatable { let id: Int; let rate: Double }
    private var cachedLeg: (key: LegKey, fastest: Double)?

    private func endRun() {
        move = nil
        hasBlocks = false
        pending.removeAll()
    }

    private func checkCompletions(since start: Int, at position: ViewAnimatingPosition) -> String? {
        let new = ran[start...]
        guard new.map(\.0) == pending else {
            return "completions ran \(new.map(\.0)), expected \(pending) once each, in order"
        }
        if let wrong = new.first(where: { $0.1 != position }) {
            return "completion \(wrong.0) got .\(wrong.1), expected .\(position)"
        }
        return nil
    }

    private func checkState() -> String? {
        if animator.isRunning && animator.state != .active { return "running in state \(animator.state)" }
        if animator.state != state { return "state \(animator.state), UIKit's rules give \(state)" }
        if animator.isRunning != running { return "isRunning \(animator.isRunning), expected \(running)" }
        let f = animator.fractionComplete
        if !(f >= 0 && f <= 1) { return "fractionComplete \(f) outside 0…1" }
        return nil
    }

    /// Views of a finished or stopped animator show their model values.
    private func checkAtRest(after step: AnimatorStep) -> String? {
        let atRest = state == .stopped || (state == .inactive && !hasBlocks)
        guard atRest else { return nil }
        for (name, view) in [("square", square), ("other", other)] {
            let p = view.presentationValues
            if view.isAnimating || p.center != view.center || p.alpha != view.alpha {
                return "\(step): the \(name) is at rest but shows \(p.center), alpha \(p.alpha) (model \(view.center), \(view.alpha))"
            }
        }
        return nil
    }
}
