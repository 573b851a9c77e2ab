import Foundation
import Testing
import Rendering
@testable import PlaygroundHost

/// The window's side of the shared frame never waits on the scene's process: a scene stopped while it holds
/// the lock (SIGSTOP, a debugger) costs the window that frame, not its loop.
@Suite struct SharedFrameTests {
    nonisolated final class Outcome: @unchecked Sendable {
        var consumed: Bool?
    }

    @MainActor
    @Test func aFrameLockedByAStoppedSceneIsSkippedNotWaitedFor() throws {
        let window = try SharedFrame(capacityWidth: 64, capacityHeight: 32)
        let scene = try SharedFrame(mapping: dup(window.fd))
        let frame = Framebuffer(width: 64, height: 32, scale: 1)
        scene.publish(frame, whole: true) { _ in }
        #expect(window.consume { _, _, _, _, _ in })
        // The scene's side holds the lock (a thread here stands in for a stopped process) until released.
        let held = DispatchSemaphore(value: 0), release = DispatchSemaphore(value: 0), done = DispatchSemaphore(value: 0)
        Thread.detachNewThread {
            scene.lock()
            held.signal()
            release.wait()
            scene.unlock()
        }
        held.wait()
        let outcome = Outcome()
        Thread.detachNewThread {
            window.markWholeChanged()
            outcome.consumed = window.consume(always: true) { _, _, _, _, _ in }
            done.signal()
        }
        let finished = done.wait(timeout: .now() + 5) == .success
        release.signal()
        if !finished { done.wait() }
        #expect(finished, "the window waited for the scene's lock")
        #expect(outcome.consumed == false)
        // Released: the next update takes the frame, whole (as asked while the lock was held).
        var box = (x: -1, y: -1, width: 0, height: 0)
        #expect(window.consume(always: true) { _, _, _, _, b in box = b })
        #expect(box == (0, 0, 64, 32))
    }
}
