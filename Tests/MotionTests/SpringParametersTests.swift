import Foundation
import Testing
@testable import Motion

/// iOS 17's (duration, bounce) springs: the mapping m = 1, k = (2π/duration)², ζ = 1 − bounce (bounce ≥ 0)
/// or 1/(1 + bounce) (bounce < 0).
struct SpringParametersTests {
    @Test func theReferenceMapping() {
        let spring = SpringParameters(perceptualDuration: 0.5, bounce: 0.3)
        #expect(spring.mass == 1)
        #expect(abs(spring.stiffness - 16 * Double.pi * Double.pi) < 1e-9)    // (2π/0.5)² = (4π)²
        #expect(abs(spring.dampingRatio - 0.7) < 1e-12)
        #expect(abs(spring.damping - 2 * 0.7 * 4 * Double.pi) < 1e-9)          // 2ζ√(km)
        // The reference's progress: 0.423302 at 0.1 s, 1.033930 at 0.3 s (real seconds, not rescaled).
        #expect(abs(spring.solver().progress(at: 0.1) - 0.423302) < 1e-6)
        #expect(abs(spring.solver().progress(at: 0.3) - 1.033930) < 1e-6)
    }

    @Test func negativeBounceIsOverdampedAndZeroIsCritical() {
        #expect(abs(SpringParameters(perceptualDuration: 1, bounce: -0.5).dampingRatio - 2) < 1e-12)
        #expect(abs(SpringParameters(perceptualDuration: 1, bounce: -0.2).dampingRatio - 1.25) < 1e-12)
        let critical = SpringParameters(perceptualDuration: 1, bounce: 0)
        #expect(critical.dampingRatio == 1 && critical.solver().regime == .criticallyDamped)
        #expect(abs(critical.stiffness - 4 * Double.pi * Double.pi) < 1e-9)
        #expect(SpringParameters() == SpringParameters(perceptualDuration: 0.5, bounce: 0), "UIKit's defaults")
    }

    @Test func theEndsOfTheRangeStillSettle() {
        let undamped = SpringParameters(perceptualDuration: 0.5, bounce: 1)
        #expect(undamped.dampingRatio == SpringParameters.dampingRatioRange.lowerBound)
        let rigid = SpringParameters(perceptualDuration: 0.5, bounce: -1)
        #expect(rigid.dampingRatio == SpringParameters.dampingRatioRange.upperBound)
        #expect(undamped.settlingDuration.isFinite && rigid.settlingDuration.isFinite)
        #expect(SpringParameters.misuse(perceptualDuration: 0.5, bounce: 1, caller: "f") == nil)
        #expect(SpringParameters.misuse(perceptualDuration: 0.5, bounce: -1, caller: "f") == nil)
    }

    @Test func invalidArgumentsAreIgnoredAndNamed() {
        let fallback = SpringParameters()
        #expect(SpringParameters(perceptualDuration: 0, bounce: 0) == fallback)
        #expect(SpringParameters(perceptualDuration: -1, bounce: 0) == fallback)
        #expect(SpringParameters(perceptualDuration: .infinity, bounce: 0) == fallback)
        #expect(SpringParameters(perceptualDuration: 0.5, bounce: 1.5) == fallback)
        #expect(SpringParameters(perceptualDuration: 0.5, bounce: .nan) == fallback)
        // Only the bad argument is replaced.
        #expect(SpringParameters(perceptualDuration: 0.8, bounce: -3).perceptualDuration == 0.8)
        #expect(SpringParameters(perceptualDuration: 0, bounce: 0.3).bounce == 0.3)
        let both = SpringParameters.misuse(perceptualDuration: 0, bounce: 2, caller: "f")
        #expect(both?.hasPrefix("f: duration must be") == true && both?.contains("bounce must be") == true)
        #expect(SpringParameters.misuse(perceptualDuration: 0.5, bounce: 0.3, caller: "f") == nil)
    }

    @Test func timingParametersRunThatSpringInRealTime() {
        let timing = SpringTimingParameters(duration: 0.5, bounce: 0.3)
        #expect(!timing.isFittedToDuration)
        #expect(abs(timing.effectiveDampingRatio - 0.7) < 1e-12)
        let settle = SpringParameters(perceptualDuration: 0.5, bounce: 0.3).settlingDuration
        #expect(timing.settlingDuration == settle && settle > 0.5, "it runs past the perceptual duration")
        // The animator's duration does not matter.
        for duration in [0.1, 0.5, 3] {
            let curve = timing.curves(forDuration: duration).x
            #expect(curve.duration == settle)
            #expect(abs(curve.progress(at: 0.1) - 0.423302) < 1e-6)
            #expect(abs(curve.progress(at: 0.3) - 1.033930) < 1e-6)
        }
        let thrown = SpringTimingParameters(duration: 0.5, bounce: 0.3, initialVelocity: CGVector(dx: 2, dy: 0))
        #expect(thrown.curves(forDuration: 1).x.velocity(at: 0) == 2)
        #expect(timing.misuse == nil)
        #expect(SpringTimingParameters(duration: 0, bounce: 0.3).misuse != nil)
    }
}
