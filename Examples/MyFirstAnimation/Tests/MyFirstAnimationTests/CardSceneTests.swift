import MyFirstAnimation
import PlaygroundTesting
import Testing
import Views

@Suite struct CardSceneTests {
    @Test func theCardFollowsTheDragThenSpringsBackHome() throws {
        let tester = try SceneTester(CardScene.self, size: CGSize(width: 800, height: 600))
        let card = tester.scene(as: CardScene.self).card
        let home = card.center
        tester.drag(from: home, to: CGPoint(x: home.x + 200, y: home.y), frames: 10)
        // Released where the finger was; the model is home at once and the screen follows.
        #expect(abs(tester.screenCenter(of: card).x - (home.x + 200)) < 25)
        #expect(card.center == home)
        tester.pump(seconds: 0.1)
        #expect(tester.screenCenter(of: card).x < home.x + 200, "on its way back")
        tester.pumpUntilSettled()
        #expect(abs(tester.screenCenter(of: card).x - home.x) < 0.5)
        #expect(tester.diagnostics.isEmpty)
    }

    @Test func midDrag() throws {
        let tester = try SceneTester(CardScene.self, size: CGSize(width: 800, height: 600))
        tester.press(at: CGPoint(x: 400, y: 300))
        tester.move(to: CGPoint(x: 520, y: 220), frames: 8)
        try tester.assertGolden(named: "card")
    }
}
