import Foundation
import PlaygroundTesting
import TestSupport
import Views
import XCTest

/// The scene tester works from XCTest as well.
nonisolated final class SceneTesterXCTests: XCTestCase {
    @MainActor func testATapMovesTheSquareOverItsSpring() async throws {
        let tester = try SceneTester(SquareScene.self, size: CGSize(width: 400, height: 300))
        let square = tester.scene(as: SquareScene.self).square
        tester.tap(at: CGPoint(x: 100, y: 100))
        tester.pump(seconds: 0.1)
        let x = tester.screenCenter(of: square).x
        XCTAssertLessThan(x, 200)
        XCTAssertGreaterThan(x, 100)
        tester.pumpUntilSettled()
        XCTAssertEqual(tester.screenCenter(of: square).x, 100, accuracy: 0.5)
    }

    @MainActor func testAGoldenMismatchThrowsNamingTheFiles() async throws {
        let tester = try SceneTester(SquareScene.self, size: CGSize(width: 120, height: 80))
        let folder = NSTemporaryDirectory() + "xctest-golden-" + UUID().uuidString
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let file = folder + "/GoldenTests.swift"
        try tester.assertGolden(named: "square", record: .all, file: file, function: "square()")
        tester.tap(at: CGPoint(x: 10, y: 10))
        tester.pumpUntilSettled()
        XCTAssertThrowsError(try tester.assertGolden(named: "square", record: .never, file: file, function: "square()")) { error in
            let mismatch = error as? GoldenMismatch
            XCTAssertEqual(mismatch?.files.count, 3)
            for path in mismatch?.files ?? [] { XCTAssertTrue(FileManager.default.fileExists(atPath: path), path) }
        }
    }
}
