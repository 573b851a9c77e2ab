import Foundation
import Testing
import Views
import PlaygroundTesting
@testable import Demos
@testable import Playground
@testable import PlaygroundHost

/// Seed 001's Bloq: drag scrubs a move, release continues with a spring (reversed when thrown back),
/// a moving block can be caught, completions swap start and end, and the puzzle can be solved.
@Suite struct BloqSceneTests {
    private func scene(_ runner: SceneTester) throws -> BloqScene {
        try #require(runner.driver.pipeline.scene as? BloqScene)
    }

    /// Level 1: the green block (index 2) sits at (0, 0) with a free cell to its right (its target).
    private let green = 2
    private let step = BloqScene.cell + BloqScene.gap

    @Test func levelOneLayout() throws {
        let runner = try settledRunner("bloq")
        let s = try scene(runner)
        #expect(s.level.blocks[green] == Cell(column: 0, row: 0))
        #expect(s.level.targets[green] == Cell(column: 1, row: 0))
        #expect(!s.level.isSolved)
        try assertGolden(try runner.frame(), named: "settled")
    }

    @Test func dragScrubsThenReleaseFinishesWithTheDragVelocity() throws {
        let runner = try settledRunner("bloq")
        let s = try scene(runner)
        let block = s.block(green)
        let start = block.screenCenter
        try runner.run(.down(start), .move(CGPoint(x: start.x + 16, y: start.y), frames: 4),
                       .move(CGPoint(x: start.x + 41, y: start.y), frames: 6))
        let animator = try #require(block.transitionAnimator)
        #expect(animator.state == .active && !animator.isRunning)
        #expect(abs(animator.fractionComplete - 41 / step) < 1e-6)
        #expect(abs(block.screenCenter.x - (start.x + 41)) < 0.5, "the block follows the pointer")
        try assertGolden(try runner.frame(), named: "mid-scrub")
        let before = block.screenCenter.x
        try runner.run(.up)
        #expect(animator.isRunning)
        #expect(block.screenCenter.x == before, "the release frame starts the spring where the drag left it")
        runner.pump(frames: 1)
        // The spring takes the release speed (25 pt over the last 6 frames, ≈ 4 pt a frame).
        let firstStep = block.screenCenter.x - before
        #expect(firstStep > 1.5 && firstStep < 8, "first step \(firstStep)")
        runner.pump(frames: 60)
        #expect(s.level.blocks[green] == Cell(column: 1, row: 0))
        #expect(s.moves == 1)
        #expect(block.transitionAnimator == nil)
        #expect(abs(block.screenCenter.x - (start.x + step)) < 1e-6)
        #expect(block.startingXOffset == BloqScene.offset(of: Cell(column: 1, row: 0)).x, "start and end swapped")
        try assertGolden(try runner.frame(), named: "after-release-forward")
    }

    @Test func throwingBackReversesTheAnimator() throws {
        let runner = try settledRunner("bloq")
        let s = try scene(runner)
        let block = s.block(green)
        let start = block.screenCenter
        try runner.run(.down(start), .move(CGPoint(x: start.x + 50, y: start.y), frames: 10),
                       .move(CGPoint(x: start.x + 30, y: start.y), frames: 4), .up)
        let animator = try #require(block.transitionAnimator)
        #expect(animator.isReversed)
        var last = block.screenCenter.x
        for _ in 0..<60 {
            runner.pump(frames: 1)
            #expect(block.screenCenter.x <= last + 0.75, "no jump forward while going back")
            last = block.screenCenter.x
        }
        #expect(s.level.blocks[green] == Cell(column: 0, row: 0))
        #expect(s.moves == 0)
        #expect(abs(block.screenCenter.x - start.x) < 1e-6)
        try assertGolden(try runner.frame(), named: "after-release-back")
    }

    @Test func aMovingBlockIsCaughtWhereItIs() throws {
        let runner = try settledRunner("bloq")
        let s = try scene(runner)
        let block = s.block(green)
        let start = block.screenCenter
        block.beginAnimation(.right, interactive: false)
        runner.pump(frames: 8)
        let animator = try #require(block.transitionAnimator)
        let fraction = animator.fractionComplete
        #expect(fraction > 0.3 && fraction < 0.95)
        let here = block.screenCenter
        // Press on the block where it is now and drag: like UIKit's pan, it catches once the pan begins (10 pt).
        try runner.run(.down(here), .move(CGPoint(x: here.x + 12, y: here.y), frames: 3))
        let caughtFraction = animator.fractionComplete
        let caughtX = block.screenCenter.x
        try runner.run(.move(CGPoint(x: here.x + 20, y: here.y), frames: 2))
        #expect(!animator.isRunning)
        #expect(caughtFraction >= fraction, "still moving until the pan begins")
        // Scrubbing continues from the caught position: the next 8 pt of drag move it 8 pt, with no jump.
        #expect(abs(block.screenCenter.x - (caughtX + 8)) < 0.5, "no jump when caught: \(block.screenCenter.x - caughtX)")
        try runner.run(.up, .frames(60))
        #expect(s.level.blocks[green] == Cell(column: 1, row: 0))
        #expect(s.moves == 1)
        _ = start
    }

    @Test func blockedDirectionsDoNotMove() throws {
        let runner = try settledRunner("bloq")
        let s = try scene(runner)
        let block = s.block(green)
        let start = block.screenCenter
        // Left of (0, 0) is outside the board.
        try runner.run(.down(start), .move(CGPoint(x: start.x - 40, y: start.y), frames: 8), .up, .frames(20))
        #expect(block.transitionAnimator == nil)
        #expect(block.screenCenter == start)
        #expect(s.moves == 0)
    }

    @Test func solvingShowsTicksAndTheBannerAndNStartsTheNextLevel() throws {
        let runner = try settledRunner("bloq")
        let s = try scene(runner)
        try solve(runner, s)
        #expect(s.level.isSolved)
        #expect(s.moves == 4)
        runner.pump(frames: 40)
        try assertGolden(try runner.frame(), named: "solved")
        #expect(s.blocks.allSatisfy { $0.isOnTarget }, "every block shows its tick")
        try runner.run(.key(.n))
        #expect(s.levelNumber == 2)
        #expect(!s.level.isSolved)
    }

    /// Walks each block to its target, one drag per cell (level 1 is four single-cell moves away).
    private func solve(_ runner: SceneTester, _ s: BloqScene) throws {
        for (index, block) in s.blocks.enumerated() {
            while s.level.blocks[index] != s.level.targets[index] {
                let from = s.level.blocks[index], to = s.level.targets[index]
                let dx = CGFloat((to.column - from.column).signum()) * 40
                let dy = dx == 0 ? CGFloat((to.row - from.row).signum()) * 40 : 0
                let c = block.screenCenter
                try runner.run(.down(c), .move(CGPoint(x: c.x + dx, y: c.y + dy), frames: 8), .up, .frames(45))
            }
        }
    }

    /// Issue 21, item 4: solved, a Next level button shows under the banner; clicking it starts the next level
    /// (and it goes until that one is solved).
    @Test func solvedShowsANextLevelButtonThatStartsTheNextLevel() throws {
        let runner = try settledRunner("bloq")
        let s = try scene(runner)
        #expect(s.nextLevelButton.isHidden, "no button while the level is unsolved")
        try solve(runner, s)
        #expect(s.level.isSolved)
        runner.pump(frames: 40)
        let button = s.nextLevelButton
        #expect(!button.isHidden && button.presentationValues.alpha == 1)
        #expect(button.currentTitle == "Next level")
        try runner.run(.down(button.convert(CGPoint(x: button.bounds.midX, y: button.bounds.midY), to: nil)), .up, .frames(2))
        #expect(s.levelNumber == 2)
        #expect(!s.level.isSolved && s.moves == 0)
        #expect(button.isHidden)
    }

    @Test func keysRestartAndStepThroughLevels() throws {
        let runner = try settledRunner("bloq")
        let s = try scene(runner)
        let fresh = s.level.blocks
        let block = s.block(green)
        let start = block.screenCenter
        try runner.run(.down(start), .move(CGPoint(x: start.x + 40, y: start.y), frames: 8), .up, .frames(45))
        #expect(s.moves == 1 && s.level.blocks != fresh)
        try runner.run(.key(.r), .frames(2))
        #expect(s.levelNumber == 1 && s.moves == 0)
        #expect(s.level.blocks == fresh, "R puts level 1 back as it began")
        try runner.run(.key(.right), .frames(2))
        #expect(s.levelNumber == 2)
        try runner.run(.key(.p), .frames(2))
        #expect(s.levelNumber == 1)
        #expect(s.level.blocks == fresh)
        try runner.run(.key(.left), .frames(2))
        #expect(s.levelNumber == 1, "there is no level before the first")
    }

    @Test func aDragTowardTheEdgeGivesLikeARubberBandAndSpringsBack() throws {
        let runner = try settledRunner("bloq")
        let s = try scene(runner)
        let block = s.block(green)   // at (0, 0): nothing above it
        let start = block.screenCenter
        try runner.run(.down(start), .move(CGPoint(x: start.x, y: start.y - 30), frames: 5))
        let small = -block.presentationValues.transform.ty
        try runner.run(.move(CGPoint(x: start.x, y: start.y - 150), frames: 10))
        let large = -block.presentationValues.transform.ty
        #expect(block.transitionAnimator == nil, "no move starts toward the edge")
        let d = BloqScene.cell
        func rubberBand(_ x: CGFloat) -> CGFloat { (1 - 1 / (x * 0.55 / d + 1)) * d }
        #expect(abs(small - rubberBand(30)) < 0.01, "30 pt of drag give \(rubberBand(30)) (\(small))")
        #expect(abs(large - rubberBand(150)) < 0.01, "150 pt give \(rubberBand(150)) (\(large))")
        #expect(large > small && large < BloqScene.cell * 0.55, "ever less: 150 pt of drag give under half a cell (\(large))")
        #expect(large < 150 * 0.4)
        try runner.run(.up, .frames(40))
        #expect(block.transform == .identity)
        #expect(abs(block.screenCenter.y - start.y) < 0.01, "back in its cell")
        #expect(s.moves == 0 && s.level.blocks[green] == Cell(column: 0, row: 0))
    }

    @Test func aNewLevelDuringAMoveDropsTheMove() throws {
        let runner = try settledRunner("bloq")
        let s = try scene(runner)
        let block = s.block(green)
        let start = block.screenCenter
        try runner.run(.down(start), .move(CGPoint(x: start.x + 40, y: start.y), frames: 8), .up, .frames(2))
        #expect(block.transitionAnimator?.isRunning == true)
        try runner.run(.key(.n), .frames(60))
        #expect(s.levelNumber == 2)
        #expect(s.moves == 0, "the old level's move does not count on the new one")
        #expect(s.blocks.allSatisfy { $0.transitionAnimator == nil })
        for (i, b) in s.blocks.enumerated() {
            let expected = BloqScene.offset(of: s.level.blocks[i])
            #expect(b.frame.origin == expected, "block \(i) sits on its cell of the new level")
        }
    }
}
