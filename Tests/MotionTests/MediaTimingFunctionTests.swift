import Foundation
import Testing
@testable import Motion

/// CAMediaTimingFunction, prefix dropped: Core Animation's named curves and control points, evaluated against
/// an independent Bézier.
struct MediaTimingFunctionTests {
    @Test(arguments: [
        (MediaTimingFunction.Name.linear, [Float(0), 0, 1, 1]),
        (.easeIn, [0.42, 0, 1, 1]),
        (.easeOut, [0, 0, 0.58, 1]),
        (.easeInEaseOut, [0.42, 0, 0.58, 1]),
        (.default, [0.25, 0.1, 0.25, 1]),
    ])
    func namedCurvesHaveCoreAnimationsControlPoints(name: MediaTimingFunction.Name, points: [Float]) {
        let function = MediaTimingFunction(name: name)
        var values: [Float] = [-1, -1]
        function.getControlPoint(at: 1, values: &values)
        #expect(values == [points[0], points[1]])
        function.getControlPoint(at: 2, values: &values)
        #expect(values == [points[2], points[3]])
        function.getControlPoint(at: 0, values: &values)
        #expect(values == [0, 0])
        function.getControlPoint(at: 3, values: &values)
        #expect(values == [1, 1])
        values = [7, 7]
        function.getControlPoint(at: 4, values: &values)
        #expect(values == [7, 7], "an index past 3 leaves the values alone")
    }

    @Test func progressFollowsTheBezier() {
        let function = MediaTimingFunction(controlPoints: 0.5, -0.4, 0.5, 1.4)
        let reference = BezierReference(p1x: 0.5, p1y: Double(Float(-0.4)), p2x: 0.5, p2y: Double(Float(1.4)))
        for x in stride(from: 0.0, through: 1, by: 0.05) {
            #expect(abs(function.progress(at: x) - reference.solve(x)) < 1e-6, "x = \(x)")
        }
        #expect(function.progress(at: 0.1) < 0, "y values overshoot below 0")
        #expect(abs(MediaTimingFunction(name: .easeInEaseOut).progress(at: 0.5) - 0.5) < 1e-6)
        #expect(MediaTimingFunction(name: .linear).progress(at: 0.3) == 0.3)
        #expect(MediaTimingFunction(name: .init(rawValue: "bogus")) == MediaTimingFunction(name: .linear))
    }

    @Test func itIsTheSameCurveAsUIKitsTimingParameters() {
        let function = MediaTimingFunction(name: .default)
        #expect(function.cubicTimingParameters == CubicTimingParameters())
        #expect(MediaTimingFunction(name: .easeIn).cubicTimingParameters == CubicTimingParameters(animationCurve: .easeIn)
            .withoutName)
    }
}

private extension CubicTimingParameters {
    /// The curve without its name (equality compares the name too).
    var withoutName: CubicTimingParameters { CubicTimingParameters(controlPoint1: controlPoint1, controlPoint2: controlPoint2) }
}
