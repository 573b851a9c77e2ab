import Testing
import Views

/// Runs each test (each case of a parameterized test) in a fresh world on a virtual clock, so tests share no
/// state and may run in parallel: `@Suite(.world) struct MyTests { … }`.
public struct WorldTrait: SuiteTrait, TestTrait, TestScoping {
    public var isRecursive: Bool { true }

    public func scopeProvider(for test: Test, testCase: Test.Case?) -> WorldTrait? {
        // Per test function (and per case), never once for a whole suite.
        test.isSuite ? nil : self
    }

    public func provideScope(for test: Test, testCase: Test.Case?,
                             performing function: @Sendable () async throws -> Void) async throws {
        let world = await MainActor.run { World(clock: VirtualClock()) }
        try await world.run { try await function() }
    }
}

extension Trait where Self == WorldTrait {
    /// A fresh world on a virtual clock for each test.
    public static var world: WorldTrait { WorldTrait() }
}
