import ArgumentParser
import Foundation
import Motion
import PlaygroundHost

/// `playground curve …`: samples a timing curve and prints it as CSV.
struct Curve: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "curve",
        abstract: "Print a timing curve as CSV: t,progress,velocity.",
        discussion: """
        Cubic curves (linear, easeIn, easeOut, easeInOut, default, Core Animation's easeInEaseOut and \
        mediaDefault (0.25, 0.1, 0.25, 1), bezier x1,y1,x2,y2) last --duration \
        seconds (default 1). A spring given by --mass/--stiffness/--damping (defaults 1, 100, 10) runs \
        until it settles; one given by --damping-ratio is fitted to --duration. Springs end with a line \
        '# settling_duration=<seconds>'. --velocity is the spring's initial velocity in total distance \
        per second. --perceptual-duration D --bounce B is iOS 17's spring (SpringAnimation(perceptualDuration:bounce:)).
        """
    )

    /// The curves this command knows.
    enum Kind: String, ExpressibleByArgument, CaseIterable {
        case linear, easeIn, easeOut, easeInOut, `default`, easeInEaseOut, mediaDefault, bezier, spring
    }

    @Argument(help: "The curve: \(Kind.allCases.map(\.rawValue).joined(separator: ", ")).")
    var kind: Kind

    @Argument(help: "For bezier: the control points x1,y1,x2,y2 (x in [0, 1]).")
    var points: String?

    @Option(parsing: .unconditional, help: "Number of rows, evenly spaced from 0 to the curve's duration (2…100000).")
    var samples: String = "101"

    @Option(parsing: .unconditional, help: "Seconds; cubic curves and --damping-ratio springs (default 1).")
    var duration: Double?

    @Option(parsing: .unconditional, help: "Spring mass (> 0).")
    var mass: Double?

    @Option(parsing: .unconditional, help: "Spring stiffness (> 0).")
    var stiffness: Double?

    @Option(parsing: .unconditional, help: "Spring damping (> 0).")
    var damping: Double?

    @Option(name: .customLong("damping-ratio"), parsing: .unconditional,
            help: "Spring damping ratio (> 0); fits the spring to --duration.")
    var dampingRatio: Double?

    @Option(parsing: .unconditional, help: "Spring initial velocity, in total distance per second (default 0).")
    var velocity: Double?

    @Option(name: .customLong("perceptual-duration"), parsing: .unconditional,
            help: "iOS 17 spring: its perceptual duration in seconds (with --bounce; CASpringAnimation(perceptualDuration:bounce:)).")
    var perceptualDuration: Double?

    @Option(parsing: .unconditional, help: "iOS 17 spring: its bounce, −1…1 (default 0).")
    var bounce: Double?

    @Option(help: "Also draw the curve's plot into this PNG (progress over time; a spring's settling time marked).")
    var png: String?

    func validate() throws {
        _ = try Limits.curveSamples.parse(samples, argument: "--samples")
        if let duration { try Limits.curveDuration.check(duration, argument: "--duration") }
        if kind == .bezier {
            guard let points else { throw ValidationError("bezier needs control points: x1,y1,x2,y2.") }
            _ = try Self.controlPoints(points)
        } else if points != nil {
            throw ValidationError("Only bezier takes control points; \(kind.rawValue) does not.")
        }
        if kind == .spring { try validateSpring() } else { try rejectSpringOptions() }
    }

    private func validateSpring() throws {
        let physical = [("--mass", mass), ("--stiffness", stiffness), ("--damping", damping)]
        if perceptualDuration != nil || bounce != nil {
            if let given = (physical + [("--damping-ratio", dampingRatio), ("--duration", duration)]).first(where: { $0.1 != nil }) {
                throw ValidationError("--perceptual-duration/--bounce cannot be combined with \(given.0): use one form of spring.")
            }
            if let d = perceptualDuration, !(d > 0 && d.isFinite && d <= 1e6) {
                throw ValidationError("--perceptual-duration must be a number of seconds greater than 0 (got \(d)).")
            }
            if let b = bounce, !SpringParameters.bounceRange.contains(b) {
                throw ValidationError("--bounce must lie between -1 and 1 (got \(b)).")
            }
        } else if let dampingRatio {
            if let given = physical.first(where: { $0.1 != nil }) {
                throw ValidationError("--damping-ratio cannot be combined with \(given.0): use one or the other.")
            }
            try Limits.dampingRatio.check(dampingRatio, argument: "--damping-ratio")
        } else {
            let limits = [Limits.springMass, Limits.springStiffness, Limits.springDamping]
            for ((name, value), limit) in zip(physical, limits) { if let value { try limit.check(value, argument: name) } }
            try Limits.checkSpringDampingRatio(mass: mass ?? 1, stiffness: stiffness ?? 100, damping: damping ?? 10)
            if duration != nil {
                throw ValidationError("--duration applies only to --damping-ratio springs; a mass/stiffness/damping spring lasts until it settles.")
            }
        }
        if let velocity { try Limits.springVelocity.check(velocity, argument: "--velocity") }
    }

    private func rejectSpringOptions() throws {
        let springOptions = [("--mass", mass), ("--stiffness", stiffness), ("--damping", damping),
                             ("--damping-ratio", dampingRatio), ("--velocity", velocity),
                             ("--perceptual-duration", perceptualDuration), ("--bounce", bounce)]
        if let given = springOptions.first(where: { $0.1 != nil }) {
            throw ValidationError("\(given.0) applies only to spring, not to \(kind.rawValue).")
        }
    }

    /// Parses "x1,y1,x2,y2"; x values must lie in [0, 1].
    static func controlPoints(_ text: String) throws -> (CGPoint, CGPoint) {
        let parts = text.split(separator: ",", omittingEmptySubsequences: false)
        let numbers = parts.compactMap { Double($0.trimmingCharacters(in: .whitespaces)) }
        guard parts.count == 4, numbers.count == 4, numbers.allSatisfy(\.isFinite) else {
            throw ValidationError("bezier control points must be four numbers x1,y1,x2,y2, got '\(text)'.")
        }
        guard (0...1).contains(numbers[0]), (0...1).contains(numbers[2]) else {
            throw ValidationError("bezier x values must lie in [0, 1], got \(numbers[0]) and \(numbers[2]).")
        }
        try Limits.bezierY.check(numbers[1], argument: "bezier y1")
        try Limits.bezierY.check(numbers[3], argument: "bezier y2")
        return (CGPoint(x: numbers[0], y: numbers[1]), CGPoint(x: numbers[2], y: numbers[3]))
    }

    /// The curve to sample, and for springs the settling duration to report.
    func makeCurve() throws -> (curve: any ProgressCurve, settling: TimeInterval?) {
        let seconds = duration ?? 1
        let cubic: CubicTimingParameters
        switch kind {
        case .linear: cubic = CubicTimingParameters(animationCurve: .linear)
        case .easeIn: cubic = CubicTimingParameters(animationCurve: .easeIn)
        case .easeOut: cubic = CubicTimingParameters(animationCurve: .easeOut)
        case .easeInOut: cubic = CubicTimingParameters(animationCurve: .easeInOut)
        case .default: cubic = CubicTimingParameters()
        case .easeInEaseOut: cubic = MediaTimingFunction(name: .easeInEaseOut).cubicTimingParameters
        case .mediaDefault: cubic = MediaTimingFunction(name: .default).cubicTimingParameters
        case .bezier:
            let (p1, p2) = try Self.controlPoints(points ?? "")
            cubic = CubicTimingParameters(controlPoint1: p1, controlPoint2: p2)
        case .spring:
            let v = CGVector(dx: CGFloat(velocity ?? 0), dy: CGFloat(velocity ?? 0))
            if perceptualDuration != nil || bounce != nil {
                let p = SpringParameters(perceptualDuration: perceptualDuration ?? SpringParameters.defaultPerceptualDuration,
                                         bounce: bounce ?? 0)
                let spring = SpringTimingParameters(mass: CGFloat(p.mass), stiffness: CGFloat(p.stiffness),
                                                    damping: CGFloat(p.damping), initialVelocity: v)
                return (spring.curves(forDuration: seconds).x, spring.solver(forDuration: seconds, initialVelocity: v.dx).settlingDuration())
            }
            let spring = dampingRatio.map { SpringTimingParameters(dampingRatio: CGFloat($0), initialVelocity: v) }
                ?? SpringTimingParameters(mass: CGFloat(mass ?? 1), stiffness: CGFloat(stiffness ?? 100),
                                          damping: CGFloat(damping ?? 10), initialVelocity: v)
            let curve = spring.curves(forDuration: seconds).x
            return (curve, spring.solver(forDuration: seconds, initialVelocity: v.dx).settlingDuration())
        }
        return (cubic.curves(forDuration: seconds).x, nil)
    }

    func run() throws {
        let samples = try Limits.curveSamples.parse(self.samples, argument: "--samples")
        if let png { try OutputPaths.checkFile(png) }
        let (curve, settling) = try makeCurve()
        guard curve.duration.isFinite else { throw ValidationError("This spring never settles.") }
        let time = { (i: Int) in i == samples - 1 ? curve.duration : curve.duration * Double(i) / Double(samples - 1) }
        // Extreme arguments (a damping ratio of 1e-300, a duration of 1e-320 s) overflow the closed forms: every
        // sample is checked before one is printed, and such a curve is refused rather than printed as nan/inf.
        for i in 0..<samples {
            let t = time(i)
            let progress = curve.progress(at: t), velocity = curve.velocity(at: t)
            guard t.isFinite, progress.isFinite, velocity.isFinite, settling?.isFinite ?? true else {
                throw CommandFailure(message: "these arguments overflow the curve's numbers (\(progress.isFinite ? "velocity" : "progress") is \(progress.isFinite ? velocity : progress) at t = \(t) s): "
                                     + "choose a longer --duration, or for a spring a damping ratio or coefficients nearer 1")
            }
        }
        // With --png /dev/stdout the picture has standard output: the CSV goes to standard error.
        let toStandardError = OutputFile.linesGoToStandardError(besideOutputTo: png)
        // Written a block of rows at a time: memory does not grow with --samples.
        var out = "t,progress,velocity\n"
        for i in 0..<samples {
            let t = time(i)
            out += "\(Self.format(t, 6)),\(Self.format(curve.progress(at: t), 9)),\(Self.format(curve.velocity(at: t), 9))\n"
            if out.utf8.count > 1 << 16 {
                OutputFile.printLine(out, toStandardError: toStandardError, terminator: "")
                out.removeAll(keepingCapacity: true)
            }
        }
        if let settling { out += "# settling_duration=\(Self.format(settling, 6))\n" }
        if let png {
            do { try MainActor.assumeIsolated { try CurvePlotPicture.write(curve, settling: settling, to: png) } } catch {
                throw fail(error)
            }
        }
        OutputFile.printLine(out, toStandardError: toStandardError, terminator: "")
    }

    /// Fixed-point text with `digits` decimals; values that round to zero print as 0, never -0.
    static func format(_ value: Double, _ digits: Int) -> String {
        let text = String(format: "%.\(digits)f", value)
        return text.hasPrefix("-") && text.dropFirst().allSatisfy({ $0 == "0" || $0 == "." }) ? String(text.dropFirst()) : text
    }
}
