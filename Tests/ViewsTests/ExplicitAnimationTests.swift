import Foundation
import Testing
@testable import Views

/// Explicit animations (CABasicAnimation and friends) on the virtual clock, rule by rule from the reference.
@Suite(.world) struct ExplicitAnimationTests {
    @Test func theModelNeverChangesAndTheLayerSnapsBack() {
        let world = TestWorld()
        let (root, layer) = shownLayer(world)
        let move = BasicAnimation(keyPath: "position.x")
        move.fromValue = 0
        move.toValue = 200
        move.duration = 1
        layer.add(move, forKey: "move")
        world.run(seconds: 0.25)
        #expect(layer.position.x == 100)
        #expect(abs(layer.presentationValues.position.x - 50) < 1e-6)
        #expect(abs((layer.presentation()?.position.x ?? 0) - 50) < 1e-6)
        world.run(seconds: 1)
        #expect(layer.animationKeys() == nil)
        #expect(layer.presentationValues.position.x == 100)
        _ = root
    }

    @Test func fromToByCombinations() {
        let world = TestWorld()
        let (root, layer) = shownLayer(world)
        defer { withExtendedLifetime(root) {} }
        layer.opacity = 0.5
        world.frames(20)
        func halfway(_ configure: (BasicAnimation) -> Void) -> Double {
            let a = BasicAnimation(keyPath: "opacity")
            a.duration = 1
            configure(a)
            layer.add(a, forKey: "o")
            world.run(seconds: 0.5)
            let v = Double(layer.presentationValues.opacity)
            layer.removeAnimation(forKey: "o")
            return v
        }
        // The model is 0.5 throughout; 'current' means that value.
        #expect(abs(halfway { $0.fromValue = 0; $0.toValue = 1 } - 0.5) < 1e-3)
        #expect(abs(halfway { $0.fromValue = 0.2; $0.byValue = 0.4 } - 0.4) < 1e-3)
        #expect(abs(halfway { $0.byValue = 0.4; $0.toValue = 1 } - 0.8) < 1e-3)
        #expect(abs(halfway { $0.fromValue = 0.1 } - 0.3) < 1e-3)
        #expect(abs(halfway { $0.toValue = 0.9 } - 0.7) < 1e-3)
        #expect(abs(halfway { $0.byValue = 0.2 } - 0.6) < 1e-3)
    }

    @Test func fillModesAroundADelayedBegin() {
        let world = TestWorld()
        let (root, layer) = shownLayer(world)
        defer { withExtendedLifetime(root) {} }
        func animation(_ fill: MediaTimingFillMode, removed: Bool = true) -> BasicAnimation {
            let a = BasicAnimation(keyPath: "position.y")
            a.fromValue = 0
            a.toValue = 300
            a.duration = 0.5
            a.beginTime = CurrentMediaTime() + 0.5
            a.fillMode = fill
            a.isRemovedOnCompletion = removed
            return a
        }
        layer.add(animation(.removed), forKey: "a")
        world.run(seconds: 0.25)
        #expect(layer.presentationValues.position.y == 100)          // waiting: the model shows
        layer.add(animation(.backwards), forKey: "a")
        world.run(seconds: 0.25)
        #expect(layer.presentationValues.position.y == 0)            // waiting: the from value holds
        layer.add(animation(.forwards, removed: false), forKey: "a")
        world.run(seconds: 2)
        #expect(layer.presentationValues.position.y == 300)          // ended: the to value holds
        #expect(layer.position.y == 100)
        #expect(layer.animationKeys() == ["a"])
    }

    @Test func additiveAndCumulative() {
        let world = TestWorld()
        let (root, layer) = shownLayer(world)
        defer { withExtendedLifetime(root) {} }
        let nudge = BasicAnimation(keyPath: "position.x")
        nudge.fromValue = 0
        nudge.toValue = 40
        nudge.duration = 1
        nudge.isAdditive = true
        layer.add(nudge, forKey: "nudge")
        world.run(seconds: 0.5)
        #expect(abs(layer.presentationValues.position.x - 120) < 1e-6)   // 100 + 20
        layer.removeAllAnimations()
        let step = BasicAnimation(keyPath: "position.x")
        step.fromValue = 0
        step.toValue = 10
        step.duration = 1
        step.repeatCount = 3
        step.isCumulative = true
        layer.add(step, forKey: "step")
        world.run(seconds: 2.5)
        #expect(abs(layer.presentationValues.position.x - 25) < 1e-3)    // third repetition, half way: 20 + 5
    }

    @Test func repeatsFractionalCountsAndAutoreverse() {
        let world = TestWorld()
        let (root, layer) = shownLayer(world)
        defer { withExtendedLifetime(root) {} }
        let a = BasicAnimation(keyPath: "position.x")
        a.fromValue = 0
        a.toValue = 100
        a.duration = 1
        a.repeatCount = 1.5
        a.fillMode = .forwards
        a.isRemovedOnCompletion = false
        layer.add(a, forKey: "a")
        world.run(seconds: 1.25)
        #expect(abs(layer.presentationValues.position.x - 25) < 1e-3)
        world.run(seconds: 1)
        #expect(abs(layer.presentationValues.position.x - 50) < 1e-3)    // held where 1.5 repetitions end
        let b = BasicAnimation(keyPath: "position.x")
        b.fromValue = 0
        b.toValue = 100
        b.duration = 1
        b.autoreverses = true
        layer.add(b, forKey: "a")
        world.run(seconds: 1.5)
        #expect(abs(layer.presentationValues.position.x - 50) < 1e-3)    // on the way back
        let c = BasicAnimation(keyPath: "transform.rotation.z")
        c.fromValue = 0
        c.toValue = 2 * Double.pi
        c.duration = 1
        c.repeatCount = .infinity
        layer.add(c, forKey: "spin")
        world.run(seconds: 100.25)
        #expect(abs(layer.presentationValues.transform.components.rotationZ - .pi / 2) < 1e-3)
        #expect(layer.animation(forKey: "spin") != nil)
    }

    @Test func animationAndLayerTimingCompose() {
        let world = TestWorld()
        let (root, layer) = shownLayer(world)
        defer { withExtendedLifetime(root) {} }
        let a = BasicAnimation(keyPath: "position.x")
        a.fromValue = 0
        a.toValue = 100
        a.duration = 1
        a.speed = 2
        layer.add(a, forKey: "a")
        world.run(seconds: 0.25)
        #expect(abs(layer.presentationValues.position.x - 50) < 1e-3)
        // Paused by the layer and scrubbed by its timeOffset, as seed 004 does for views.
        let b = BasicAnimation(keyPath: "position.x")
        b.fromValue = 0
        b.toValue = 100
        b.duration = 1
        layer.add(b, forKey: "a")
        layer.speed = 0
        layer.timeOffset = 0
        world.frames(1)
        let begin = layer.animationEntries[0].begin
        layer.timeOffset = begin + 0.3
        world.frames(5)
        #expect(abs(layer.presentationValues.position.x - 30) < 1e-6)
    }

    @Test func delegateOrderAndKeysReplacing() {
        let world = TestWorld()
        let (root, layer) = shownLayer(world)
        defer { withExtendedLifetime(root) {} }
        final class Log: AnimationDelegate {
            var events: [String] = []
            func animationDidStart(_ anim: Animation) { events.append("start \(anim.value(forKey: "name") ?? "")") }
            func animationDidStop(_ anim: Animation, finished flag: Bool) {
                events.append("stop \(anim.value(forKey: "name") ?? "") \(flag)")
            }
        }
        let log = Log()
        func make(_ name: String) -> BasicAnimation {
            let a = BasicAnimation(keyPath: "opacity")
            a.toValue = 0
            a.duration = 0.5
            a.delegate = log
            a.setValue(name, forKey: "name")
            return a
        }
        layer.add(make("a"), forKey: "fade")
        world.frames(2)
        layer.add(make("b"), forKey: "fade")    // replaces a
        world.run(seconds: 1)
        #expect(log.events == ["start a", "stop a false", "start b", "stop b true"])
        layer.add(make("c"), forKey: "fade")
        layer.removeAnimation(forKey: "fade")
        world.frames(2)
        #expect(log.events == ["start a", "stop a false", "start b", "stop b true", "stop c false"])
    }

    @Test func repeatDurationBothFillAndTheAnimationsOwnTimeOffset() {
        let world = TestWorld()
        let (root, layer) = shownLayer(world)
        defer { withExtendedLifetime(root) {} }
        func make() -> BasicAnimation {
            let a = BasicAnimation(keyPath: "position.x")
            a.fromValue = 0
            a.toValue = 100
            a.duration = 1
            return a
        }
        // repeatDuration 2.5 s of a 1 s animation: ends half way through its third run, held there by .both.
        let r = make()
        r.repeatDuration = 2.5
        r.fillMode = .both
        r.isRemovedOnCompletion = false
        r.beginTime = CurrentMediaTime() + 1
        layer.add(r, forKey: "r")
        world.run(seconds: 0.5)
        #expect(layer.presentationValues.position.x == 0, "before its begin: the from value (.both)")
        world.run(seconds: 4)
        #expect(abs(layer.presentationValues.position.x - 50) < 1e-6, "after: where 2.5 runs end")
        // timeOffset 0.3 starts 0.3 s in, wraps to the start and ends where it started.
        let o = make()
        o.timeOffset = 0.3
        o.beginTime = CurrentMediaTime()
        layer.add(o, forKey: "o")
        world.frames(1)
        let b = layer.animationEntries.last!.begin
        // Where it should be: 0.3 s further into its second, wrapped.
        func expected() -> Double { 100 * ((world.now - b + 0.3).truncatingRemainder(dividingBy: 1)) }
        #expect(abs(Double(layer.presentationValues.position.x) - expected()) < 1e-6)
        world.run(seconds: 0.8)
        #expect(world.now - b > 0.7, "past the wrap")
        #expect(abs(Double(layer.presentationValues.position.x) - expected()) < 1e-6,
                "wrapped past its end: \(layer.presentationValues.position.x)")
        // speed 0 with a timeOffset: paused at that point (a scrubber's idiom).
        let p = make()
        p.speed = 0
        p.timeOffset = 0.25
        layer.add(p, forKey: "o")
        world.run(seconds: 2)
        #expect(abs(layer.presentationValues.position.x - 25) < 1e-6)
    }

    @Test func cumulativeTransformsStackRepetitions() {
        let world = TestWorld()
        let (root, layer) = shownLayer(world)
        defer { withExtendedLifetime(root) {} }
        let a = BasicAnimation(keyPath: "transform")
        a.fromValue = Transform3DIdentity
        a.toValue = Transform3DMakeTranslation(10, 0, 0)
        a.duration = 1
        a.repeatCount = .infinity
        a.isCumulative = true
        a.timingFunction = MediaTimingFunction(name: .linear)
        layer.add(a, forKey: "a")
        world.frames(1)
        let b = layer.animationEntries[0].begin
        world.run(seconds: 3.5)
        #expect(abs(Double(layer.presentationValues.transform.m41) - 10 * (world.now - b)) < 1e-6)
        // Far in, the count is bounded and nothing traps.
        layer.timeOffset = 1e12
        world.frames(1)
        #expect(layer.presentationValues.transform.m41.isFinite)
    }

    @Test func aDelegateThatAddsAgainUnderTheKeyReplacesCleanly() {
        let world = TestWorld()
        let (root, layer) = shownLayer(world)
        defer { withExtendedLifetime(root) {} }
        final class Restarter: AnimationDelegate {
            weak var layer: Layer?
            var stops = 0
            func animationDidStop(_ anim: Animation, finished flag: Bool) {
                stops += 1
                guard !flag, stops < 3, let layer else { return }
                let again = BasicAnimation(keyPath: "opacity")
                again.toValue = 0.5
                layer.add(again, forKey: "fade")
            }
        }
        let restarter = Restarter()
        restarter.layer = layer
        let a = BasicAnimation(keyPath: "opacity")
        a.toValue = 0
        a.delegate = restarter
        layer.add(a, forKey: "fade")
        let b = BasicAnimation(keyPath: "opacity")
        b.toValue = 0.2
        b.delegate = restarter
        layer.add(b, forKey: "fade")
        #expect(layer.animationEntries.filter { $0.key == "fade" }.count == 1)
    }

    @Test func endedAnimationsHeldByTheirFillLetTheWorldGoIdle() {
        let world = TestWorld()
        let (root, layer) = shownLayer(world)
        defer { withExtendedLifetime(root) {} }
        let a = BasicAnimation(keyPath: "opacity")
        a.toValue = 0
        a.duration = 0.2
        a.fillMode = .forwards
        a.isRemovedOnCompletion = false
        layer.add(a, forKey: "fade")
        #expect(world.world.hasRunningAnimations)
        world.run(seconds: 0.5)
        #expect(!world.world.hasRunningAnimations)
        #expect(layer.presentationValues.opacity == 0 && layer.animationKeys() == ["fade"])
    }

    @Test func aLayerFreedMidAnimationEndsItsTransactionsWait() {
        let world = TestWorld()
        var done = 0
        do {
            let root = View()
            let layer = Layer()
            root.layer.addSublayer(layer)
            world.frames(1)
            Transaction.begin()
            Transaction.setCompletionBlock { done += 1 }
            layer.position = CGPoint(x: 50, y: 50)
            Transaction.commit()
            world.frames(2)
        }
        world.frames(2)
        #expect(done == 1)
    }

    @Test func iOS17SpringMapping() {
        let spring = SpringAnimation(perceptualDuration: 0.5, bounce: 0.3)
        #expect(abs(Double(spring.stiffness) - pow(2 * .pi / 0.5, 2)) < 1e-9)
        #expect(abs(spring.solver.progress(at: 0.1) - 0.423302) < 1e-6)
        #expect(abs(spring.solver.progress(at: 0.3) - 1.033930) < 1e-6)
        #expect(abs(spring.perceptualDuration - 0.5) < 1e-9)
        #expect(abs(Double(spring.bounce) - 0.3) < 1e-9)
        #expect(spring.duration == spring.settlingDuration)
    }

    @Test func springSettlingDurationAgainstTheClosedForm() {
        // m 1, k 100, c 10: ζ = 0.5, ω0 = 10. The envelope e^(−ζω0 t)/√(1−ζ²) drops under 1e-3 by the settling time.
        let s = SpringAnimation(keyPath: "position.x")
        let t = s.settlingDuration
        let envelope = { (t: Double) in exp(-5 * t) / (1 - 0.25).squareRoot() }
        #expect(envelope(t) <= 1.2e-3)
        #expect(envelope(t - 0.1) > 1e-3)
        // And the animation follows x(t) = 1 − e^(−5t)(cos ωd t + (5/ωd) sin ωd t).
        let world = TestWorld()
        let (root, layer) = shownLayer(world)
        defer { withExtendedLifetime(root) {} }
        s.fromValue = 0
        s.toValue = 100
        s.duration = t
        layer.add(s, forKey: "s")
        world.run(seconds: 0.3)
        let wd = 10 * (0.75).squareRoot()
        let local = world.now - layer.animationEntries[0].begin
        let expected = 100 * (1 - exp(-5 * local) * (cos(wd * local) + 5 / wd * sin(wd * local)))
        #expect(abs(Double(layer.presentationValues.position.x) - expected) < 1e-6)
    }

    @Test func keyframeModes() {
        let values: [AnimationValue] = [.scalar(0), .scalar(10), .scalar(40)]
        func at(_ f: Double, _ mode: AnimationCalculationMode, keyTimes: [Double]? = nil) -> Double {
            KeyframeAnimation.evaluate(values, fraction: f, keyTimes: keyTimes, timingFunctions: nil, mode: mode, tension: []).scalarValue
        }
        #expect(abs(at(0.25, .linear) - 5) < 1e-9)
        #expect(abs(at(0.75, .linear) - 25) < 1e-9)
        #expect(abs(at(0.25, .linear, keyTimes: [0, 0.5, 1]) - 5) < 1e-9)
        #expect(abs(at(0.1, .linear, keyTimes: [0, 0.2, 1]) - 5) < 1e-9)
        #expect(at(0.3, .discrete) == 0 && at(0.4, .discrete) == 10 && at(0.7, .discrete) == 40)
        #expect(at(0.15, .discrete, keyTimes: [0, 0.1, 0.9, 1]).isEqual(to: 10) && at(0.95, .discrete, keyTimes: [0, 0.1, 0.9, 1]) == 40)
        // Paced: constant speed over the 40 units, whatever the key times.
        #expect(abs(at(0.5, .paced, keyTimes: [0, 0.9, 1]) - 20) < 1e-9)
        // Cubic passes through the values.
        #expect(abs(at(0.5, .cubic) - 10) < 1e-9)
    }

    @Test func pacedAlongAPathMovesAtConstantSpeedAndTurns() {
        let world = TestWorld()
        let (root, layer) = shownLayer(world)
        defer { withExtendedLifetime(root) {} }
        let path = CGMutablePath()
        path.move(to: CGPoint(x: 0, y: 0))
        path.addLine(to: CGPoint(x: 100, y: 0))
        path.addCurve(to: CGPoint(x: 300, y: 200), control1: CGPoint(x: 200, y: 0), control2: CGPoint(x: 300, y: 100))
        let fly = KeyframeAnimation(keyPath: "position")
        fly.path = path
        fly.calculationMode = .paced
        fly.rotationMode = .rotateAuto
        fly.duration = 1
        layer.add(fly, forKey: "fly")
        let total = PathMeasure(path).length
        var previous = CGPoint.zero
        var steps: [Double] = []
        for i in 0..<50 {
            world.frames(1)
            let p = layer.presentationValues.position
            if i > 2 { steps.append(Double(hypot(p.x - previous.x, p.y - previous.y))) }
            previous = p
        }
        let expected = Double(total) / 60
        for s in steps { #expect(abs(s - expected) / expected < 0.01) }
        // On the first straight stretch the layer faces right (0 rad); at the end it faces down (π/2).
        world.run(seconds: 1)
        layer.add(fly, forKey: "fly")
        world.run(seconds: 0.05)
        #expect(abs(layer.presentationValues.pathRotation) < 1e-6)
        world.run(seconds: 0.93)
        #expect(abs(layer.presentationValues.pathRotation - .pi / 2) < 0.05)
    }

    @Test func groupsRunTheirChildrenOnTheirClock() {
        let world = TestWorld()
        let (root, layer) = shownLayer(world)
        defer { withExtendedLifetime(root) {} }
        let scale = BasicAnimation(keyPath: "transform.scale")
        scale.fromValue = 1
        scale.toValue = 2
        scale.duration = 2
        let fade = BasicAnimation(keyPath: "opacity")
        fade.fromValue = 1
        fade.toValue = 0
        fade.duration = 0.5
        fade.fillMode = .forwards
        let group = AnimationGroup()
        group.animations = [scale, fade]
        group.duration = 1                  // clips the 2 s scale half way
        layer.add(group, forKey: "pulse")
        world.run(seconds: 0.5)
        #expect(abs(layer.presentationValues.transform.components.scaleX - 1.25) < 1e-3)
        world.run(seconds: 0.25)
        #expect(layer.presentationValues.opacity == 0)
        world.run(seconds: 0.5)
        #expect(layer.presentationValues.transform == .identity && layer.presentationValues.opacity == 1)
    }

    @Test func unknownKeyPathsAreReportedOnce() {
        let world = TestWorld()
        let (root, layer) = shownLayer(world)
        defer { withExtendedLifetime(root) {} }
        let a = BasicAnimation(keyPath: "positoin")
        a.toValue = 3
        layer.add(a, forKey: "typo")
        world.frames(3)
        #expect(world.takeDiagnostics().count == 1)
        #expect(layer.presentationValues.position == CGPoint(x: 100, y: 100))
        // A number for a whole transform is a value of the wrong kind: reported once, nothing shown.
        let b = BasicAnimation(keyPath: "transform")
        b.toValue = 2
        layer.add(b, forKey: "wrong")
        world.frames(3)
        #expect(world.takeDiagnostics().count == 1)
        #expect(layer.presentationValues.transform == .identity)
    }

    @Test func explicitAnimationsOnAViewsLayerLeaveTheViewsModel() {
        let world = TestWorld()
        let (root, square) = makeSquare()
        let flip = BasicAnimation(keyPath: "transform.rotation.y")
        flip.fromValue = 0
        flip.toValue = Double.pi
        flip.duration = 1
        square.layer.add(flip, forKey: "flip")
        world.run(seconds: 0.5)
        #expect(square.transform == .identity)
        let (p, values) = square.layer.applyingLayerAnimations(to: square.presentationValues)
        #expect(abs(values.transform.components.rotationY - .pi / 2) < 0.02)
        #expect(p.center == square.center)
        _ = root
    }
}

/// Every key path the reference lists animates the layer value it names, half way at half time.
@Suite(.world) struct ExplicitAnimationKeyPathTests {
    struct Case: Sendable, CustomStringConvertible {
        let keyPath: String
        let to: Double
        let read: @Sendable (LayerValues) -> Double
        var description: String { keyPath }
    }

    nonisolated static let cases: [Case] = [
        Case(keyPath: "position.x", to: 200) { Double($0.position.x) },
        Case(keyPath: "position.y", to: 200) { Double($0.position.y) },
        Case(keyPath: "bounds.size.width", to: 200) { Double($0.bounds.width) },
        Case(keyPath: "bounds.size.height", to: 200) { Double($0.bounds.height) },
        Case(keyPath: "transform.scale", to: 3) { Double($0.transform.m11) },
        Case(keyPath: "transform.scale.x", to: 3) { Double($0.transform.m11) },
        Case(keyPath: "transform.scale.y", to: 3) { Double($0.transform.m22) },
        Case(keyPath: "transform.rotation", to: .pi / 2) { atan2(Double($0.transform.m12), Double($0.transform.m11)) },
        Case(keyPath: "transform.rotation.z", to: .pi / 2) { atan2(Double($0.transform.m12), Double($0.transform.m11)) },
        Case(keyPath: "transform.rotation.x", to: .pi / 2) { atan2(Double($0.transform.m23), Double($0.transform.m22)) },
        Case(keyPath: "transform.rotation.y", to: .pi / 2) { atan2(-Double($0.transform.m13), Double($0.transform.m11)) },
        Case(keyPath: "transform.translation.x", to: 200) { Double($0.transform.m41) },
        Case(keyPath: "transform.translation.y", to: 200) { Double($0.transform.m42) },
        Case(keyPath: "opacity", to: 0) { Double($0.opacity) },
        Case(keyPath: "cornerRadius", to: 40) { Double($0.cornerRadius) },
        Case(keyPath: "borderWidth", to: 40) { Double($0.borderWidth) },
        Case(keyPath: "shadowOpacity", to: 1) { Double($0.shadowOpacity) },
        Case(keyPath: "shadowRadius", to: 43) { Double($0.shadowRadius) },
        Case(keyPath: "zPosition", to: 200) { Double($0.zPosition) },
    ]

    @Test(arguments: cases)
    func halfWayAtHalfTime(_ c: Case) {
        let world = TestWorld()
        let root = View(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        let layer = Layer()
        layer.bounds = CGRect(x: 0, y: 0, width: 100, height: 100)
        layer.position = CGPoint(x: 100, y: 100)
        layer.shadowRadius = 3
        root.layer.addSublayer(layer)
        world.frames(1)
        let start = c.read(layer.presentationValues)
        let a = BasicAnimation(keyPath: c.keyPath)
        a.toValue = c.to
        a.duration = 1
        layer.add(a, forKey: "a")
        world.run(seconds: 0.5)
        let elapsed = world.now - layer.begin(of: layer.animationEntries[0])
        let expected = start + (c.to - start) * elapsed
        #expect(abs(c.read(layer.presentationValues) - expected) < 1e-6 * max(1, abs(c.to)), "\(c.keyPath)")
        #expect(c.read(layer.modelValues) == start, "the model stays")
        #expect(world.takeDiagnostics().isEmpty)
    }

    /// Points, sizes, rects and colours go by their components.
    @Test func structuredValues() {
        let world = TestWorld()
        let root = View(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        let layer = Layer()
        root.layer.addSublayer(layer)
        world.frames(1)
        let animations: [(String, Any, Any)] = [
            ("position", CGPoint(x: 0, y: 0), CGPoint(x: 100, y: 200)),
            ("bounds", CGRect(x: 0, y: 0, width: 0, height: 0), CGRect(x: 0, y: 0, width: 100, height: 50)),
            ("shadowOffset", CGSize(width: 0, height: 0), CGSize(width: 10, height: 20)),
            ("backgroundColor", Color.black.cgColor, Color.white.cgColor),
            ("borderColor", Color.black.cgColor, Color.white.cgColor),
        ]
        for (key, from, to) in animations {
            let a = BasicAnimation(keyPath: key)
            a.fromValue = from
            a.toValue = to
            a.duration = 2
            a.timingFunction = MediaTimingFunction(name: .linear)
            a.beginTime = CurrentMediaTime()
            layer.add(a, forKey: key)
        }
        world.run(seconds: 1)
        let f = (world.now - layer.animationEntries[0].begin) / 2
        let v = layer.presentationValues
        #expect(abs(v.position.x - 100 * f) < 1e-6 && abs(v.position.y - 200 * f) < 1e-6)
        #expect(abs(v.bounds.width - 100 * f) < 1e-6 && abs(v.bounds.height - 50 * f) < 1e-6)
        #expect(abs(v.shadowOffset.height - 20 * f) < 1e-6)
        let bg = v.backgroundColor
        #expect(abs(bg.red - f) < 0.01 && abs(bg.green - f) < 0.01 && bg.alpha == 1)
        #expect(abs(v.borderColor.red - f) < 0.01)
    }
}
