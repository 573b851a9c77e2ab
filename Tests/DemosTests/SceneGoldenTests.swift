import Foundation
import Testing
import PlaygroundTesting
@testable import Playground
@testable import PlaygroundHost

/// Golden screenshots of scenes at their first settled frame.
@Suite struct SceneGoldenTests {
    private func settledFrame(_ scene: String) throws -> SceneTester {
        let runner = try demoTester(scene, size: CGSize(width: 1280, height: 800))
        runner.pumpUntilSettled()
        return runner
    }

    @Test func gallery() throws {
        try assertGolden(try settledFrame("gallery").frame(), named: "settled")
    }

    @Test func launcher() throws {
        try assertGolden(try settledFrame("launcher").frame(), named: "settled")
    }
}
