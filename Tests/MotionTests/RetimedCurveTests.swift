import Foundation
import Testing
@testable import Motion

/// A curve's remaining part retimed without a jump.
@Suite struct RetimedCurveTests {
    private let ease = CubicTimingParameters(animationCurve: .easeInOut).curves(forDuration: 1).x

    @Test func keepsTheCurveUpToTheKnotAndEndsAtTheNewDuration() {
        let longer = RetimedCurve(base: ease, knot: 0.4, duration: 2)
        #expect(longer.keepsStart)
        for t in stride(from: 0.0, through: 0.4, by: 0.05) { #expect(longer.progress(at: t) == ease.progress(at: t)) }
        #expect(longer.progress(at: 2) == 1)
        #expect(longer.progress(at: 1.99) < 1)
        #expect(abs(longer.progress(at: 0.4 + 1e-9) - ease.progress(at: 0.4)) < 1e-8, "continuous at the knot")
        #expect(abs(longer.time(atBaseTime: 0.7) - (0.4 + 0.3 * 1.6 / 0.6)) < 1e-12)
    }

    @Test func aKnotPastTheNewEndScalesTheWholeCurve() {
        let shorter = RetimedCurve(base: ease, knot: 0.6, duration: 0.5)
        #expect(!shorter.keepsStart)
        #expect(abs(shorter.progress(at: 0.3) - ease.progress(at: 0.6)) < 1e-12)
        #expect(shorter.progress(at: 0.5) == 1)
    }
}
