import Foundation
import Testing
@testable import Playground
@testable import PlaygroundHost

/// Every number a user gives is checked against its stated limit before anything runs, with one line naming
/// the argument, the value and the limit.
@Suite struct LimitsTests {
    private func message(_ body: () throws -> Any) -> String? {
        do { _ = try body(); return nil } catch { return "\(error)" }
    }

    @Test func wholeNumbersWithinTheirRangeParse() throws {
        #expect(try Limits.benchFrames.parse("600", argument: "--frames") == 600)
        #expect(try Limits.benchFrames.parse("+7", argument: "--frames") == 7)
        #expect(try Limits.benchSteadyFrames.parse("0", argument: "--steady-frames") == 0)
    }

    @Test(arguments: [
        ("4000000000", "--frames 4000000000: more than the limit of 100000"),
        ("9223372036854775807", "--frames 9223372036854775807: more than the limit of 100000"),
        ("99999999999999999999", "--frames 99999999999999999999: more than the limit of 100000"),
        ("-99999999999999999999", "--frames -99999999999999999999: less than the minimum of 1"),
        ("0", "--frames 0: less than the minimum of 1"),
        ("-5", "--frames -5: less than the minimum of 1"),
        ("abc", "--frames abc: not a whole number (expected 1…100000)"),
        ("1.5", "--frames 1.5: not a whole number (expected 1…100000)"),
        ("", "--frames : not a whole number (expected 1…100000)"),
    ])
    func wholeNumbersOutsideTheirRangeNameArgumentValueAndLimit(text: String, expected: String) {
        #expect(message { try Limits.benchFrames.parse(text, argument: "--frames") } == expected)
    }

    @Test(arguments: [
        ("nan", "--scale nan: not a finite number (expected more than 0 and at most 4)"),
        ("inf", "--scale inf: not a finite number (expected more than 0 and at most 4)"),
        ("-inf", "--scale -inf: not a finite number (expected more than 0 and at most 4)"),
        ("1e400", "--scale 1e400: not a finite number (expected more than 0 and at most 4)"),
        ("0", "--scale 0: outside the limits (expected more than 0 and at most 4)"),
        ("4.5", "--scale 4.5: more than the limit of 4"),
        ("two", "--scale two: not a number (expected more than 0 and at most 4)"),
    ])
    func realNumbersRejectNonFiniteValuesAndValuesOutside(text: String, expected: String) {
        #expect(message { try Limits.scale.parse(text, argument: "--scale") } == expected)
    }

    @Test func realNumbersWithinTheirRangeParse() throws {
        #expect(try Limits.scale.parse("4", argument: "--scale") == 4)
        #expect(try Limits.scale.parse("0.25", argument: "--scale") == 0.25)
    }

    @Test func sizesAreCheckedSideBySideAndInPixels() throws {
        #expect(message { try PlaygroundError.parseSize("-5x10") } == "--size -5x10: the width is outside the limits (expected 1…16384 points)")
        #expect(message { try PlaygroundError.parseSize("10x20000") } == "--size 10x20000: the height is more than the limit of 16384 points")
        #expect(message { try PlaygroundError.parseSize("nanx10") } == "--size nanx10: the width is not a finite number (expected 1…16384 points)")
        #expect(message { try PlaygroundError.checkPixels(CGSize(width: 6000, height: 6000), scale: 4, text: "6000x6000") }
                == "--size 6000x6000 at --scale 4: 24000×24000 pixels is more than the limit of 16384 pixels a side")
        try PlaygroundError.checkPixels(CGSize(width: 4096, height: 4096), scale: 4, text: "4096x4096")
    }
}
