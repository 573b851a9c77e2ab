import Foundation
import Testing
import TestSupport
import Views
@testable import Playground
@testable import PlaygroundHost
import PlaygroundTesting

/// The inspector's view of a world's animations, its scrub and replay, and its panel.
@Suite struct InspectorTests {
    private func driver() throws -> (SceneDriver, AnimatorScene) {
        let driver = try hostDriver(scene: AnimatorScene.self, size: CGSize(width: 900, height: 600))
        return (driver, try #require(driver.scene as? AnimatorScene))
    }

    @Test func rowsForARunningPausedReversedAndScrubbedAnimator() throws {
        let (driver, scene) = try driver()
        #expect(driver.world.inspectAnimations().isEmpty)
        driver.key(.a)
        driver.frames(10)
        var rows = driver.world.inspectAnimations()
        #expect(rows.count == 1)
        let running = try #require(rows.first)
        #expect(running.kind == .propertyAnimator)
        #expect(running.state == "active · running")
        #expect(running.duration == 1)
        #expect(running.timing == "cubic (0.57, -0.4) (0.96, 0.87)")
        #expect(running.targets == ["View center"])
        #expect(abs(running.progress - Double(try #require(scene.animator).fractionComplete)) < 1e-9)
        #expect(running.timingSource == "ViewPropertyAnimator(duration: 1, timingParameters: CubicTimingParameters(controlPoint1: CGPoint(x: 0.57, y: -0.4), controlPoint2: CGPoint(x: 0.96, y: 0.87)))")
        driver.key(.p)
        rows = driver.world.inspectAnimations()
        #expect(rows.first?.state == "active · paused")
        driver.key(.v)
        #expect(driver.world.inspectAnimations().first?.state == "active · paused · reversed")
        driver.world.scrub(running.id, to: 0.25)
        #expect(driver.world.inspectAnimations().first?.progress == 0.25)
        driver.key(.b)
        rows = driver.world.inspectAnimations()
        #expect(rows.map(\.kind) == [.propertyAnimator, .block])
        #expect(rows[1].targets == ["View center"])
        #expect(rows[1].timing == "easeInOut")
    }

    @Test func scrubbingFromTheInspectorEqualsSettingFractionComplete() throws {
        let (a, sceneA) = try driver()
        let (b, sceneB) = try driver()
        a.key(.a); b.key(.a)
        a.frames(12); b.frames(12)
        let id = try #require(a.world.inspectAnimations().first).id
        a.world.scrub(id, to: 0.6)
        let animator = try #require(sceneB.animator)
        animator.pauseAnimation()
        animator.fractionComplete = 0.6
        #expect(sceneA.box.presentationValues.center == sceneB.box.presentationValues.center)
        #expect(try #require(sceneA.animator).state == .active && !(try #require(sceneA.animator).isRunning))
    }

    @Test func replayStartsAnimatorsAndBlocksAgainFromTheStart() throws {
        let (driver, scene) = try driver()
        driver.key(.a)
        driver.key(.b)
        driver.frames(40)
        let startBox = CGFloat(70), startDot = CGFloat(55)
        for row in driver.world.inspectAnimations() { driver.world.replay(row.id) }
        driver.frames(1)
        // Back at its start: one frame into the curve, which dips below 0 first.
        #expect(abs(scene.box.presentationValues.center.x - startBox) < 5, "the animator is back at its start")
        #expect(abs(scene.dot.presentationValues.center.x - startDot) < 1, "the block too")
        #expect(try #require(scene.animator).isRunning)
        driver.frames(200)
        #expect(driver.world.inspectAnimations().isEmpty, "and both finish")
        #expect(scene.box.presentationValues.center.x == 370)
    }

    @Test func aBlockScrubbedByTheInspectorHoldsUntilReplayed() throws {
        let (driver, scene) = try driver()
        driver.key(.b)
        driver.frames(5)
        let id = try #require(driver.world.inspectAnimations().first).id
        driver.world.scrub(id, to: 0.5)
        driver.frames(300)
        #expect(abs(scene.dot.presentationValues.center.x - 155) < 1e-6, "held half way (ease in-out)")
        driver.world.replay(id)
        driver.frames(130)
        #expect(driver.world.inspectAnimations().isEmpty)
        #expect(scene.dot.presentationValues.center.x == 255)
    }

    @Test func thePanelOverTheScene() throws {
        let (driver, _) = try driver()
        driver.key(.a)
        driver.key(.b)
        driver.frames(20)
        driver.key(Key.i.with(.control))
        #expect(driver.pipeline.hostOverlay!.showsInspector)
        driver.key(Key.space.with(.control))    // paused: the golden does not depend on the frame count
        try assertGolden(try driver.currentFrame(), named: "inspector")
        driver.key(.escape)
        #expect(!driver.pipeline.hostOverlay!.showsInspector, "Escape closes the inspector first")
    }

    @Test func theInspectorIsHiddenByDefaultAndTakesNoInputThen() throws {
        let (driver, _) = try driver()
        #expect(!driver.pipeline.hostOverlay!.isVisible)
        #expect(!driver.pipeline.hostOverlay!.takesTouch(at: CGPoint(x: 850, y: 300)))
        driver.key(Key.i.with(.control))
        _ = try driver.currentFrame()
        #expect(driver.pipeline.hostOverlay!.takesTouch(at: CGPoint(x: 850, y: 300)))
    }
}

/// The open inspector docks on the right of a window wide enough: the scene is laid out beside it, so the
/// panel covers none of it; closed, the scene has the whole window again. A narrow window has it float.
@Suite struct InspectorDockingTests {
    @Test func theSceneIsLaidOutBesideTheDockedInspector() throws {
        let driver = try hostDriver(scene: SquareScene.self, size: CGSize(width: 1280, height: 800))
        #expect(driver.scene.view.bounds.width == 1280)
        driver.key(Key.i.with(.control))
        driver.frames(1)
        // 460 points of panel and 10 on each side of it.
        #expect(driver.pipeline.sceneSize == CGSize(width: 800, height: 800))
        #expect(driver.scene.view.bounds.width == 800)
        _ = try driver.currentFrame()      // the overlay is laid out when a frame is drawn
        let panel = try #require(driver.pipeline.hostOverlay).inspector.frame
        #expect(panel.width == 460)
        #expect(panel.minX >= driver.scene.view.frame.maxX, "the panel covers none of the scene")
        driver.key(Key.i.with(.control))
        driver.frames(1)
        #expect(driver.scene.view.bounds.width == 1280)
    }

    /// Under the docked panel, the scene's background; undocked by a resize, the compositor's own again; another
    /// scene while docked, its background.
    @Test func theStripUnderTheDockedPanelFollowsResizesAndScenes() throws {
        let driver = try hostDriver(scene: SquareScene.self, catalog: fixtureCatalog, size: CGSize(width: 1280, height: 800))
        let black = driver.pipeline.compositor.clearColor
        let background = try #require(driver.scene.view.backgroundColor)
        #expect(background != black)
        driver.key(Key.i.with(.control))
        driver.frames(1)
        #expect(driver.pipeline.compositor.clearColor == background)
        driver.pipeline.resize(to: CGSize(width: 900, height: 600), scale: 1)
        driver.frames(1)
        #expect(driver.scene.view.bounds.width == 900, "undocked by the resize")
        #expect(driver.pipeline.compositor.clearColor == black)
        driver.pipeline.resize(to: CGSize(width: 1280, height: 800), scale: 1)
        driver.frames(1)
        #expect(driver.scene.view.bounds.width == 800 && driver.pipeline.compositor.clearColor == background)
        driver.pipeline.returnToLauncher()
        driver.frames(1)
        #expect(driver.pipeline.isShowingLauncher)
        #expect(driver.pipeline.compositor.clearColor == LauncherScene.background)
        driver.key(Key.i.with(.control))
        driver.frames(1)
        #expect(driver.pipeline.compositor.clearColor == black, "undocked: black again")
    }

    @Test func aNarrowWindowHasTheInspectorFloatOverTheScene() throws {
        let driver = try hostDriver(scene: SquareScene.self, size: CGSize(width: 900, height: 600))
        driver.key(Key.i.with(.control))
        driver.frames(1)
        #expect(driver.pipeline.hostOverlay?.showsInspector == true)
        #expect(driver.scene.view.bounds.width == 900, "640 points would not be left beside it")
        // The same scene at 1280 wide docks: this size is the narrow case, not docking absent.
        driver.pipeline.resize(to: CGSize(width: 1280, height: 600), scale: 1)
        driver.frames(1)
        #expect(driver.scene.view.bounds.width == 800)
    }
}
