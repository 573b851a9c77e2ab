import Foundation
import Testing
import TestSupport
import Views
@testable import Playground
import PlaygroundTesting
import Rendering

/// Onion skinning: off it changes nothing, on it draws ghosts where the moving view was and its motion path.
@Suite struct OnionSkinTests {
    private func driver() throws -> (SceneDriver, AnimatorScene) {
        let driver = try hostDriver(scene: AnimatorScene.self, size: CGSize(width: 600, height: 300))
        driver.compositesEveryFrame = true
        return (driver, try #require(driver.scene as? AnimatorScene))
    }

    private func bytes(_ fb: Framebuffer) -> [UInt8] {
        Array(UnsafeRawBufferPointer(start: fb.bytes, count: fb.stride * fb.height))
    }

    @Test func offFramesAreByteIdenticalAndTurnedOffItHoldsNothing() throws {
        let (plain, _) = try driver()
        let (toggled, _) = try driver()
        plain.key(.b)
        toggled.key(.b)
        for i in 0..<30 {
            if i == 5 { toggled.pipeline.onionSkin.isEnabled = true } else if i == 15 { toggled.pipeline.onionSkin.isEnabled = false }
            toggled.frames(1)
            plain.frames(1)
            let a = bytes(try plain.currentFrame()), b = bytes(try toggled.currentFrame())
            if i < 5 || i >= 15 {
                #expect(a == b, "frame \(i): the onion skin off draws exactly the scene")
            } else if i > 6 {
                #expect(a != b, "frame \(i): on, it draws ghosts")
            }
        }
        #expect(!toggled.pipeline.onionSkin.isEnabled)
        #expect(toggled.pipeline.onionSkin.framesKept == 0, "off, it keeps no frame")
    }

    @Test func ctrlOTogglesItWithANotice() throws {
        let (driver, _) = try driver()
        driver.key(Key(named: "Ctrl+O")!)
        #expect(driver.pipeline.onionSkin.isEnabled)
        // The notice says where a path comes from rather than promising one.
        #expect(driver.pipeline.hostOverlay!.noticePill.text == "Onion skin on: 6 ghosts · a path for the view selected in the inspector")
        driver.key(Key(named: "Ctrl+O")!)
        #expect(!driver.pipeline.onionSkin.isEnabled)
        #expect(driver.pipeline.hostOverlay!.noticePill.text == "Onion skin off")
    }

    @Test func ghostsShowWhereTheViewWasAndStaticPixelsStay() throws {
        let (plain, _) = try driver()
        let (onion, scene) = try driver()
        onion.pipeline.onionSkin.isEnabled = true
        plain.key(.b)
        onion.key(.b)
        var centers: [CGPoint] = []
        for _ in 0..<40 {
            plain.frames(1)
            onion.frames(1)
            centers.append(scene.dot.presentationValues.center)
        }
        _ = scene
        let a = try plain.currentFrame(), b = try onion.currentFrame()
        #expect(onion.pipeline.onionSkin.framesKept == 7, "the frame and its 6 ghosts")
        // Where the dot was 3 frames ago (and is no more): the ghost shows it faintly.
        let before = centers[36], now = centers[39]
        #expect(abs(before.x - now.x) > 3, "the dot moved: \(before.x) → \(now.x)")
        let trailX = Int(before.x) - 13
        let y = Int(now.y)
        #expect(!a.argb(trailX, y).isClose(to: b.argb(trailX, y), 4), "a ghost where the dot was")
        // Far from anything moving: unchanged (within rounding).
        #expect(a.argb(500, 280).isClose(to: b.argb(500, 280), 1))
    }

    @Test func theMotionPathIsADotAFrameOverTheLastTwoSeconds() throws {
        let (onion, scene) = try driver()
        onion.pipeline.onionSkin.isEnabled = true
        onion.pipeline.onionSkin.trackedView = scene.dot
        var centers: [CGPoint] = []
        func center() -> CGPoint { scene.dot.superview!.convert(scene.dot.presentationValues.center, to: nil) }
        onion.key(.b)
        centers.append(center())
        for _ in 0..<19 {
            onion.frames(1)
            centers.append(center())
        }
        var path = onion.pipeline.onionSkin.motionPath
        #expect(path.count == 20, "one dot a frame: \(path.count)")
        for (p, q) in zip(path, centers) { #expect(abs(p.x - q.x) < 1e-9 && abs(p.y - q.y) < 1e-9) }
        // Eased in: the spacing grows frame by frame at the start.
        let gaps = zip(path.dropFirst(), path).map { $0.x - $1.x }
        #expect(gaps[2] > gaps[1] && gaps[10] > gaps[2], "spacing shows the easing: \(gaps.prefix(11))")
        // After more than two seconds: only the last two seconds' dots.
        onion.frames(150)
        path = onion.pipeline.onionSkin.motionPath
        #expect(path.count == 121, "2 s at 60 fps, both ends: \(path.count)")
    }

    /// Slowed to 10 % after it was turned on, frames are 1/600 s of media time apart: the path still covers
    /// the last two seconds (a dot for every one of the 301 frames here), not 122 dots' worth.
    @Test func theMotionPathKeepsTwoSecondsInSlowMotion() throws {
        let (onion, scene) = try driver()
        onion.pipeline.onionSkin.isEnabled = true
        onion.pipeline.onionSkin.trackedView = scene.dot
        onion.frames(2)
        onion.pipeline.timeControl.rate = 0.1
        onion.key(.b)
        onion.frames(300)
        #expect(onion.pipeline.onionSkin.motionPath.count == 301, "\(onion.pipeline.onionSkin.motionPath.count)")
    }

    /// Another scene starts without ghosts of the one that left; on the launcher the onion skin turns off.
    @Test func noGhostCrossesToTheNextSceneAndTheLauncherTurnsItOff() throws {
        let driver = try hostDriver(scene: AnimatorScene.self, catalog: SceneCatalog([AnimatorScene.self, SquareScene.self]),
                                    size: CGSize(width: 600, height: 300))
        driver.compositesEveryFrame = true
        let scene = try #require(driver.scene as? AnimatorScene)
        driver.pipeline.onionSkin.isEnabled = true
        driver.pipeline.onionSkin.trackedView = scene.dot
        driver.key(.b)
        driver.frames(10)
        #expect(driver.pipeline.onionSkin.framesKept == 7)
        driver.pipeline.open(SquareScene.self)
        driver.frames(1)
        #expect(driver.scene is SquareScene)
        #expect(driver.pipeline.onionSkin.framesKept == 1, "only the new scene's own frame")
        #expect(driver.pipeline.onionSkin.trackedView == nil && driver.pipeline.onionSkin.motionPath.isEmpty)
        #expect(driver.pipeline.onionSkin.isEnabled)
        driver.pipeline.returnToLauncher()
        driver.frames(1)
        #expect(driver.pipeline.isShowingLauncher)
        #expect(!driver.pipeline.onionSkin.isEnabled, "the launcher is no animation to study")
    }

    @Test func ghostsAndPathOverTheScene() throws {
        let (onion, scene) = try driver()
        onion.pipeline.onionSkin.isEnabled = true
        onion.pipeline.onionSkin.trackedView = scene.box
        onion.key(.a)       // back first, then fast: the spacing of the dots shows the curve
        onion.frames(56)
        try assertGolden(try onion.currentFrame(), named: "onion")
    }

    @Test func aViewClickedInTheInspectorIsTheOneWhosePathIsDrawn() throws {
        let (driver, scene) = try driver()
        driver.key(Key(named: "Ctrl+O")!)
        driver.key(Key(named: "Ctrl+I")!)
        driver.pipeline.hostOverlay!.inspector.select(tab: .views)
        driver.frames(1)
        func rows(in view: View) -> [InspectorViewRow] {
            view.subviews.flatMap { ($0 as? InspectorViewRow).map { [$0] } ?? rows(in: $0) }
        }
        let row = try #require(rows(in: driver.pipeline.hostOverlay!.inspector).first { $0.target === scene.dot && !$0.isHidden })
        driver.tap(at: row.convert(CGPoint(x: 40, y: row.bounds.midY), to: nil))
        driver.frames(1)
        #expect(driver.pipeline.hostOverlay!.inspector.selectedView === scene.dot)
        #expect(driver.pipeline.onionSkin.trackedView === scene.dot)
        driver.key(.b)
        driver.frames(30)
        #expect(driver.pipeline.onionSkin.motionPath.count >= 31, "its whole run so far: \(driver.pipeline.onionSkin.motionPath.count)")
    }
}
