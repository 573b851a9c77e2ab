import Foundation
import Testing

struct CurveCommandTests {
    /// Rows of a curve CSV as (t, progress, velocity), checking the header on the way.
    static func rows(_ result: PlaygroundBinary.Result) -> [(t: Double, progress: Double, velocity: Double)] {
        let lines = result.lines.filter { !$0.hasPrefix("#") }
        #expect(lines.first == "t,progress,velocity")
        return lines.dropFirst().map { line in
            let v = line.split(separator: ",").map { Double($0)! }
            return (v[0], v[1], v[2])
        }
    }

    static func settling(_ result: PlaygroundBinary.Result) -> Double? {
        guard let last = result.lines.last, last.hasPrefix("# settling_duration=") else { return nil }
        return Double(last.dropFirst("# settling_duration=".count))
    }

    @Test func binaryIsFound() {
        #expect(PlaygroundBinary.url != nil)
    }

    @Test(arguments: ["linear", "easeIn", "easeOut", "easeInOut", "default", "easeInEaseOut", "mediaDefault"])
    func namedCubicCurve(name: String) throws {
        let result = try PlaygroundBinary.run(["curve", name, "--samples", "101"])
        #expect(result.status == 0, "\(result.stderr)")
        let rows = Self.rows(result)
        #expect(rows.count == 101)
        #expect(rows.first?.t == 0 && rows.first?.progress == 0)
        #expect(rows.last?.t == 1 && rows.last?.progress == 1)
        #expect(Self.settling(result) == nil)
        #expect(zip(rows, rows.dropFirst()).allSatisfy { $0.progress <= $1.progress })
    }

    /// Core Animation's curves: `.default` is (0.25, 0.1), (0.25, 1) — ahead of easeInEaseOut early on.
    @Test func coreAnimationCurves() throws {
        let media = Self.rows(try PlaygroundBinary.run(["curve", "mediaDefault", "--samples", "11"]))
        let bezier = Self.rows(try PlaygroundBinary.run(["curve", "bezier", "0.25,0.1,0.25,1", "--samples", "11"]))
        #expect(media.map(\.progress) == bezier.map(\.progress))
        let easeInEaseOut = Self.rows(try PlaygroundBinary.run(["curve", "easeInEaseOut", "--samples", "11"]))
        let easeInOut = Self.rows(try PlaygroundBinary.run(["curve", "easeInOut", "--samples", "11"]))
        #expect(easeInEaseOut.map(\.progress) == easeInOut.map(\.progress))
    }

    /// iOS 17's spring (SpringAnimation(perceptualDuration:bounce:)): 0.5 s, bounce 0.3 overshoots to ≈1.046 and
    /// settles; the mapping's values at 0.1 s and 0.3 s are checked in the Views tests.
    @Test func perceptualSpring() throws {
        let result = try PlaygroundBinary.run(["curve", "spring", "--perceptual-duration", "0.5", "--bounce", "0.3", "--samples", "2001"])
        #expect(result.status == 0, "\(result.stderr)")
        let rows = Self.rows(result)
        let peak = rows.map(\.progress).max() ?? 0
        #expect(peak > 1.04 && peak < 1.06)
        let settling = try #require(Self.settling(result))
        #expect(abs(settling - (rows.last?.t ?? 0)) < 1e-6)
        let bad = try PlaygroundBinary.run(["curve", "spring", "--bounce", "3"])
        #expect(bad.status != 0 && bad.stderr.contains("--bounce must lie between -1 and 1"))
    }

    @Test func easeInOutIsSymmetricAndDefaultsTo101Samples() throws {
        let rows = Self.rows(try PlaygroundBinary.run(["curve", "easeInOut"]))
        #expect(rows.count == 101)
        #expect(abs(rows[50].progress - 0.5) < 1e-6)
        #expect(abs(rows[25].progress + rows[75].progress - 1) < 1e-6)
        #expect(abs(rows[50].velocity - 1 / 0.58) < 1e-6)
    }

    @Test func durationStretchesACubicCurve() throws {
        let rows = Self.rows(try PlaygroundBinary.run(["curve", "linear", "--samples", "5", "--duration", "2"]))
        #expect(rows.map(\.t) == [0, 0.5, 1, 1.5, 2])
        #expect(rows.map(\.progress) == [0, 0.25, 0.5, 0.75, 1])
        #expect(rows.allSatisfy { $0.velocity == 0.5 })
    }

    @Test func bezierWithNegativeControlValue() throws {
        let result = try PlaygroundBinary.run(["curve", "bezier", "0.57,-0.4,0.96,0.87", "--samples", "11"])
        #expect(result.status == 0, "\(result.stderr)")
        let rows = Self.rows(result)
        #expect(rows.count == 11)
        #expect(rows.first?.progress == 0 && rows.last?.progress == 1)
        #expect(rows.contains { $0.progress < 0 })
        #expect(abs(rows[0].velocity - (-0.4 / 0.57)) < 1e-6)
    }

    @Test func physicalSpringRunsUntilItSettles() throws {
        let result = try PlaygroundBinary.run(["curve", "spring", "--mass", "1", "--stiffness", "100", "--damping", "5"])
        #expect(result.status == 0, "\(result.stderr)")
        let rows = Self.rows(result)
        #expect(rows.count == 101)
        let settling = try #require(Self.settling(result))
        #expect(abs(settling - 2.85) / 2.85 < 0.1)
        #expect(abs(rows.last!.t - settling) < 1e-6)
        #expect(rows.first?.progress == 0 && rows.last?.progress == 1)
        #expect(rows.contains { $0.progress > 1.3 })
    }

    /// Issue 21, item 7: the spring limits sit where the closed forms break, far past the old 10⁶: stiffness 10⁶
    /// with damping 10⁷ (ζ 5000) runs, and so do mass 10²⁰, stiffness 10²² and damping 2·10²⁶ at their limits.
    /// Each settles when its slowest rate has brought the motion to a thousandth: ln 1000 / rate, the rate being
    /// ω0 / (ζ + √(ζ² − 1)) over-damped, c / 2m under-damped (the other options at 1, 100, 10).
    nonisolated static let springsPastTheOldLimit: [([String], Double)] = {
        let overdamped = { (w0: Double, zeta: Double) -> Double in w0 / (zeta + (zeta * zeta - 1).squareRoot()) }
        return [(["--stiffness", "1e6", "--damping", "1e7"], overdamped(1000, 5000)),
                (["--mass", "1e20"], 10 / 2e20),
                (["--stiffness", "1e22"], 10 / 2.0),
                (["--mass", "1e20", "--stiffness", "1e22", "--damping", "2e26"], overdamped(10, 1e5))]
    }()

    @Test(arguments: springsPastTheOldLimit)
    func springsFarPastTheOldLimitRun(options: [String], slowestRate: Double) throws {
        let settles = log(1000) / slowestRate
        let result = try PlaygroundBinary.run(["curve", "spring", "--samples", "11"] + options)
        #expect(result.status == 0, "\(result.stderr)")
        let rows = Self.rows(result)
        #expect(rows.count == 11)
        #expect(rows.allSatisfy { $0.progress.isFinite && $0.velocity.isFinite })
        #expect(rows.first?.progress == 0 && rows.last?.progress == 1)
        let settling = try #require(Self.settling(result))
        #expect(abs(settling - settles) <= 1e-5 * settles, "settles at \(settling), expected \(settles)")
    }

    @Test func springInitialVelocity() throws {
        let result = try PlaygroundBinary.run(["curve", "spring", "--damping", "15", "--velocity", "-2", "--samples", "11"])
        #expect(result.status == 0, "\(result.stderr)")
        let rows = Self.rows(result)
        #expect(rows.first?.velocity == -2)
        #expect(rows[1].progress < 0.5)
    }

    @Test func dampingRatioSpringIsFittedToTheDuration() throws {
        let result = try PlaygroundBinary.run(["curve", "spring", "--damping-ratio", "0.55", "--duration", "1"])
        #expect(result.status == 0, "\(result.stderr)")
        let rows = Self.rows(result)
        #expect(rows.count == 101)
        #expect(rows.last?.t == 1 && rows.last?.progress == 1)
        let settling = try #require(Self.settling(result))
        #expect(abs(settling - 1) < 0.02)
    }

    @Test(arguments: [
        ["curve", "wobble"],
        ["curve", "bezier", "0.1,0.2,0.3"],
        ["curve", "bezier", "a,b,c,d"],
        ["curve", "bezier"],
        ["curve", "bezier", "1.5,0,0.5,1"],
        ["curve", "linear", "--samples", "1"],
        ["curve", "spring", "--mass", "-1"],
        ["curve", "spring", "--damping-ratio", "0.5", "--mass", "1"],
        ["curve", "spring", "--damping", "0"],
        ["curve", "easeIn", "--mass", "2"],
        ["curve", "linear", "--duration", "0"],
    ])
    func badArgumentsFailWithAMessage(arguments: [String]) throws {
        let result = try PlaygroundBinary.run(arguments)
        #expect(result.status != 0)
        // One line naming the problem (not the whole usage).
        #expect(result.stderr.hasPrefix("playground: "), "\(arguments): \(result.stderr)")
        #expect(result.stderr.split(separator: "\n").count == 1, "\(arguments): \(result.stderr)")
        #expect(result.stdout.isEmpty)
    }
}
