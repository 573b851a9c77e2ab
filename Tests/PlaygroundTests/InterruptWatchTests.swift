import Foundation
import Testing
import TestSupport
@testable import Playground
@testable import PlaygroundHost

/// Ctrl+C in a headless run: the signal waits for the next frame, which does not run; the run stops cleanly.
@Suite struct InterruptWatchTests {
    @Test func aSignalDuringARunStopsItBeforeTheNextFrame() throws {
        let driver = try SceneDriver(scene: SquareScene.self, size: CGSize(width: 200, height: 100))
        let watch = InterruptWatch()
        driver.interruption = { watch.isInterrupted }
        driver.frames(3)
        let frame = driver.world.now
        #expect(!watch.isInterrupted && !driver.isStopped)
        raise(SIGINT)   // held: it waits, pending, instead of ending the test process
        #expect(watch.isInterrupted)
        driver.frames(5)
        #expect(driver.isStopped, "the driver stopped at the next frame")
        #expect(driver.world.now == frame, "and ran no frame after the signal")
        watch.clear()
        #expect(!watch.isInterrupted)
        watch.end()
    }
}
