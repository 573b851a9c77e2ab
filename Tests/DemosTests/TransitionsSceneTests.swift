import Foundation
import Testing
import Rendering
import Views
import PlaygroundTesting
@testable import Demos
@testable import Playground
@testable import PlaygroundHost

/// The transitions scene played from scripts on the virtual clock: golden screenshots at its key states and
/// the controllers' state behind each. The phone's screen is the shared 375 × 667 at (452, 53) in a 1280 × 800
/// window; points are given in the phone's coordinates (`at(x, y)`).
@Suite struct TransitionsSceneTests {
    final class Stage {
        let runner: SceneTester
        let scene: TransitionsScene

        init() throws {
            runner = try demoTester("transitions", size: CGSize(width: 1280, height: 800))
            scene = try #require(runner.driver.pipeline.scene as? TransitionsScene)
            runner.pumpUntilSettled()
        }

        func play(_ commands: [Script.Command]) throws { try runner.driver.play(Script(commands: commands)) }
        var navigation: NavigationController { scene.navigation }
        var presented: ViewController? { navigation.presentedViewController }
        var framebuffer: Framebuffer { get throws { try runner.frame() } }
        /// A point of the phone's screen in window coordinates.
        func at(_ x: CGFloat, _ y: CGFloat) -> CGPoint { scene.phone.convert(CGPoint(x: x, y: y), to: nil) }
    }

    @Test func settled() throws {
        let stage = try Stage()
        #expect(stage.scene.phone.convert(stage.scene.phone.bounds, to: nil) == CGRect(x: 452, y: 53, width: 375, height: 667))
        #expect(stage.navigation.viewControllers.map(\.title) == ["Transitions"])
        #expect(stage.presented == nil)
        try assertGolden(try stage.framebuffer, named: "settled")
    }

    @Test func pullingScrubsTheSettingsPresentationAndLettingGoEarlyCancels() throws {
        let stage = try Stage()
        // 97.5 pt down: 30 to start, then 67.5 of 90, three quarters of the way.
        try stage.play([.down(stage.at(190, 280)), .move(stage.at(190, 377.5), frames: 10)])
        let settings = try #require(stage.presented)
        #expect(settings.isBeingPresented)
        #expect(stage.scene.settingsTransition.percentComplete == 0.75)
        #expect(stage.scene.settingsTransition.animator?.fractionComplete == 0.75)
        #expect(stage.scene.statusLabel.text == "Pulling Settings: 75 % — let go to open")
        try assertGolden(try stage.framebuffer, named: "midInteractivePresent")
        // Back up to 36 pt (0.4 of the way): letting go there cancels.
        try stage.play([.move(stage.at(190, 346), frames: 5), .up])
        #expect(stage.scene.settingsTransition.percentComplete == 0.4)
        stage.runner.pumpUntilSettled()
        #expect(stage.presented == nil)
        #expect(settings.view.superview == nil)
        #expect((settings as? SettingsViewController)?.backdrop.presentationBlur == BlurParameters.none)
    }

    @Test func pullingPastHalfWayPresentsSettings() throws {
        let stage = try Stage()
        try stage.play([.down(stage.at(190, 280)), .move(stage.at(190, 380), frames: 10), .up])
        stage.runner.pumpUntilSettled()
        let settings = try #require(stage.presented as? SettingsViewController)
        #expect(settings.title == "Settings")
        #expect(!settings.isBeingPresented)
        #expect(settings.contentView.transform == .identity)
        #expect(settings.backdrop.presentationBlur == BlurParameters(style: .dark))
        try assertGolden(try stage.framebuffer, named: "presentedSettings")
        try stage.play([.key(.d)])
        stage.runner.pumpUntilSettled()
        #expect(stage.presented == nil)
    }

    @Test func theCardPresentsAndDismissesWithTheCustomAnimator() throws {
        let stage = try Stage()
        try stage.play([.key(.p), .frames(12)])
        let card = try #require(stage.presented as? CardViewController)
        #expect(card.isBeingPresented)
        stage.runner.pumpUntilSettled()
        #expect(!card.isBeingPresented)
        #expect(card.cardView.transform == .identity)
        // A custom presentation keeps the list underneath.
        #expect(stage.navigation.view.window === stage.scene.phone)
        try assertGolden(try stage.framebuffer, named: "presentedCard")
        try stage.play([.key(.d)])
        stage.runner.pumpUntilSettled()
        #expect(stage.presented == nil)
        #expect(card.view.superview == nil)
    }

    @Test func anEdgeDragPopsHalfWayThenCancels() throws {
        let stage = try Stage()
        try stage.play([.key(.n)])
        stage.runner.pumpUntilSettled()
        #expect(stage.navigation.viewControllers.map(\.title) == ["Transitions", "Detail 1"])
        let detail = try #require(stage.navigation.topViewController)
        // From 2 pt inside the phone's left edge, 187.5 pt right: half the width.
        try stage.play([.down(stage.at(2, 360)), .move(stage.at(189.5, 360), frames: 19)])
        #expect(stage.navigation.isTransitioning)
        #expect(abs(detail.view.presentationValues.center.x - 187.5 - 187.5) < 1e-6)
        try assertGolden(try stage.framebuffer, named: "midPop")
        try stage.play([.move(stage.at(102, 360), frames: 5), .frames(10), .up])
        stage.runner.pumpUntilSettled()
        #expect(!stage.navigation.isTransitioning)
        #expect(stage.navigation.viewControllers.map(\.title) == ["Transitions", "Detail 1"])
        #expect(detail.view.frame == CGRect(x: 0, y: 0, width: 375, height: 667))
        try assertGolden(try stage.framebuffer, named: "afterCancel")
        try stage.play([.down(stage.at(2, 360)), .move(stage.at(252, 360), frames: 25), .frames(5), .up])
        stage.runner.pumpUntilSettled()
        #expect(stage.navigation.viewControllers.map(\.title) == ["Transitions"])
    }

    @Test func aClickInterruptsEditAndADragFinishesIt() throws {
        let stage = try Stage()
        try stage.play([.key(.e), .frames(24), .down(stage.at(190, 460)), .frames(10)])
        let transition = stage.scene.settingsTransition
        #expect(transition.isInterrupted)
        let paused = transition.percentComplete
        #expect(paused > 0.5 && paused < 1)
        #expect(transition.animator?.fractionComplete == paused)
        #expect(stage.scene.statusLabel.text == "Settings paused at \(Int((paused * 100).rounded())) % — drag down to finish, up to cancel")
        try assertGolden(try stage.framebuffer, named: "interrupted")
        try stage.play([.move(stage.at(190, 520), frames: 6), .up])
        stage.runner.pumpUntilSettled()
        #expect(stage.presented?.title == "Settings")
        #expect(stage.presented?.isBeingPresented == false)
        #expect(stage.scene.statusLabel.text == "Settings open — D or Done closes it")
    }

    /// Issue 21, item 4: the click that pauses Edit may lift first; a separate drag then finishes (down) or
    /// cancels (up) it, as a drag in the same press does.
    @Test(arguments: [(CGFloat(60), true), (CGFloat(-60), false)])
    func aClickPausesEditAndASeparateDragFinishesOrCancelsIt(direction: CGFloat, finishes: Bool) throws {
        let stage = try Stage()
        try stage.play([.key(.e), .frames(24), .down(stage.at(190, 460)), .up, .frames(10)])
        let transition = stage.scene.settingsTransition
        #expect(transition.isInterrupted)
        let paused = try #require(transition.animator?.fractionComplete)
        try stage.play([.down(stage.at(190, 420)), .frames(3)])
        #expect(transition.animator?.fractionComplete == paused, "the second press leaves it paused")
        try stage.play([.move(stage.at(190, 420 + direction), frames: 6), .up])
        stage.runner.pumpUntilSettled()
        if finishes {
            #expect(stage.presented?.title == "Settings")
            #expect(stage.presented?.isBeingPresented == false)
        } else {
            #expect(stage.presented == nil)
            #expect(stage.scene.statusLabel.text == "")
        }
    }

    @Test func aClickInterruptsEditAndADragUpCancelsIt() throws {
        let stage = try Stage()
        try stage.play([.key(.e), .frames(30), .down(stage.at(190, 460)), .frames(5)])
        let settings = try #require(stage.presented as? SettingsViewController)
        try stage.play([.move(stage.at(190, 400), frames: 6), .up])
        stage.runner.pumpUntilSettled()
        #expect(stage.presented == nil)
        #expect(settings.backdrop.presentationBlur == BlurParameters.none)
        #expect(stage.scene.statusLabel.text == "")
    }

    /// Issue 21, item 4: Settings brings its own dark backdrop, so it reads the same over the list and over a
    /// pushed screen (N, then E): the detail screen's white badge, below the options, is blurred dark, not
    /// drawn sharp under Settings' text. A golden for each.
    @Test func settingsOverTheListDrawsItsOwnBackdrop() throws {
        let stage = try settingsOverItsBackdrop(overDetail: false)
        try assertGolden(try stage.framebuffer, named: "settings")
        try dismissSettings(stage, overDetail: false)
    }

    @Test func settingsOverAPushedScreenDrawsItsOwnBackdrop() throws {
        let stage = try settingsOverItsBackdrop(overDetail: true)
        try assertGolden(try stage.framebuffer, named: "settings")
        try dismissSettings(stage, overDetail: true)
    }

    /// E (after N when `overDetail`), settled: Settings over its dark backdrop.
    private func settingsOverItsBackdrop(overDetail: Bool) throws -> Stage {
        let stage = try Stage()
        if overDetail {
            try stage.play([.key(.n)])
            stage.runner.pumpUntilSettled()
            #expect(stage.navigation.topViewController?.title == "Detail 1")
        }
        try stage.play([.key(.e)])
        stage.runner.pumpUntilSettled()
        let settings = try #require(stage.presented as? SettingsViewController)
        #expect(!settings.isBeingPresented)
        #expect(settings.backdrop.presentationBlur == BlurParameters(style: .dark))
        #expect(settings.backdrop.frame == CGRect(x: 0, y: 0, width: 375, height: 667))
        // Under the options, where the detail screen has its white badge (and the list is plain grey): dark.
        let under = try stage.framebuffer.color(atPoint: stage.at(187, 455))
        #expect(under.red + under.green + under.blue < 1.5, "the backdrop darkens what lies under Settings: \(under)")
        return stage
    }

    /// D dismisses Settings and leaves the screen it covered.
    private func dismissSettings(_ stage: Stage, overDetail: Bool) throws {
        try stage.play([.key(.d)])
        stage.runner.pumpUntilSettled()
        #expect(stage.presented == nil)
        #expect(overDetail == (stage.navigation.topViewController?.title == "Detail 1"))
    }
}
