import Foundation
import Testing
@testable import Views

/// Transactions and implicit animations (CATransaction, actions).
@Suite(.world) struct TransactionTests {
    @Test func aStandaloneLayerAnimatesImplicitlyFromWhatIsOnScreen() {
        let world = TestWorld()
        let (root, layer) = shownLayer(world)
        defer { withExtendedLifetime(root) {} }
        layer.opacity = 0
        #expect(layer.opacity == 0)
        #expect(layer.animation(forKey: "opacity") != nil)
        #expect(layer.presentationValues.opacity == 1)
        world.run(seconds: 0.125)
        // 0.25 s on the default curve, from 1 to 0.
        let elapsed = world.now - layer.animationEntries[0].begin
        let expected = 1 - MediaTimingFunction(name: .default).progress(at: elapsed / 0.25)
        #expect(elapsed > 0.1 && abs(Double(layer.presentationValues.opacity) - expected) < 1e-6)
        // Changed again half way: the new animation starts where the layer is on screen.
        let shown = layer.presentationValues.opacity
        layer.opacity = 1
        #expect(abs(layer.presentationValues.opacity - shown) < 1e-6)
        world.run(seconds: 0.3)
        #expect(layer.presentationValues.opacity == 1 && layer.animationKeys() == nil)
    }

    @Test func aViewsLayerDoesNotAnimateOutsideABlock() {
        let world = TestWorld()
        let (root, square) = makeSquare()
        world.frames(1)
        square.layer.opacity = 0.5
        square.layer.shadowOpacity = 0.8
        #expect(square.layer.animationKeys() == nil && !square.isAnimating)
        #expect(square.layer.presentationValues.shadowOpacity == 0.8)
        View.animate(withDuration: 1) { square.layer.shadowOpacity = 0.2 }
        #expect(square.layer.animation(forKey: "shadowOpacity")?.duration == 1)
        _ = root
    }

    @Test func aNewLayersFirstValuesDoNotAnimate() {
        let world = TestWorld()
        let root = View()
        let layer = Layer()
        root.layer.addSublayer(layer)
        layer.position = CGPoint(x: 10, y: 10)
        layer.backgroundColor = Color.red.cgColor
        #expect(layer.animationKeys() == nil)
        world.frames(1)
        layer.position = CGPoint(x: 50, y: 10)
        #expect(layer.animationKeys() == ["position"])
    }

    @Test func disabledActionsAndNullActions() {
        let world = TestWorld()
        let (root, layer) = shownLayer(world)
        defer { withExtendedLifetime(root) {} }
        Transaction.begin()
        Transaction.setDisableActions(true)
        layer.position = CGPoint(x: 300, y: 300)
        Transaction.commit()
        #expect(layer.animationKeys() == nil)
        layer.actions = ["position": NSNull()]
        layer.position = CGPoint(x: 10, y: 10)
        layer.opacity = 0.3
        #expect(layer.animationKeys() == ["opacity"])
    }

    @Test func transactionDurationAndTiming() {
        let world = TestWorld()
        let (root, layer) = shownLayer(world)
        defer { withExtendedLifetime(root) {} }
        Transaction.begin()
        Transaction.setAnimationDuration(2)
        Transaction.setAnimationTimingFunction(MediaTimingFunction(name: .linear))
        #expect(Transaction.animationDuration() == 2)
        Transaction.begin()
        #expect(Transaction.animationDuration() == 2)     // inherited
        layer.position = CGPoint(x: 300, y: 100)
        Transaction.commit()
        Transaction.commit()
        #expect(Transaction.animationDuration() == 0.25)
        world.run(seconds: 1)
        #expect(abs(layer.presentationValues.position.x - 200) < 200.0 / 120 + 1e-6)
    }

    @Test func completionRunsOnceAfterTheLastAnimationNested() {
        let world = TestWorld()
        let (root, layer) = shownLayer(world)
        defer { withExtendedLifetime(root) {} }
        var outer = 0, inner = 0
        var outerAt = 0.0, innerAt = 0.0
        Transaction.begin()
        Transaction.setCompletionBlock { outer += 1; outerAt = world.now }
        let long = BasicAnimation(keyPath: "position.x")
        long.toValue = 0
        long.duration = 1
        layer.add(long, forKey: "long")
        Transaction.begin()
        Transaction.setCompletionBlock { inner += 1; innerAt = world.now }
        let short = BasicAnimation(keyPath: "opacity")
        short.toValue = 0
        short.duration = 0.5
        layer.add(short, forKey: "short")
        Transaction.commit()
        Transaction.commit()
        let start = world.now
        world.run(seconds: 0.45)
        #expect(inner == 0 && outer == 0)
        world.run(seconds: 0.1)
        #expect(inner == 1 && outer == 0)
        world.run(seconds: 1)
        #expect(inner == 1 && outer == 1)
        #expect(innerAt - start >= 0.5 - 1e-9 && outerAt - start >= 1 - 1e-9 && outerAt - start < 1 + 1.0 / 30)
    }

    @Test func completionWaitsForViewBlocksAndRunsWithNothingToWaitFor() {
        let world = TestWorld()
        let (root, square) = makeSquare()
        var done = 0
        Transaction.begin()
        Transaction.setCompletionBlock { done += 1 }
        View.animate(withDuration: 0.5) { square.center.x += 100 }
        Transaction.commit()
        world.run(seconds: 0.4)
        #expect(done == 0)
        world.run(seconds: 0.2)
        #expect(done == 1)
        var empty = 0
        Transaction.begin()
        Transaction.setCompletionBlock { empty += 1 }
        Transaction.commit()
        world.frames(1)
        #expect(empty == 1)
        world.frames(5)
        #expect(empty == 1)
        _ = root
    }

    @Test func removingTheAnimationsEndsTheWait() {
        let world = TestWorld()
        let (root, layer) = shownLayer(world)
        defer { withExtendedLifetime(root) {} }
        var done = 0
        Transaction.begin()
        Transaction.setCompletionBlock { done += 1 }
        layer.position = CGPoint(x: 0, y: 0)
        Transaction.commit()
        world.frames(2)
        layer.removeAllAnimations()
        world.frames(1)
        #expect(done == 1)
    }

    @Test func unbalancedCommitIsReported() {
        let world = TestWorld()
        Transaction.commit()
        #expect(world.takeDiagnostics().count == 1)
    }
}

/// A transaction that only sets values (no block, no animation added) leaves its level for the next one: a
/// frame that opens a transaction allocates nothing; one with a completion block keeps its own.
@Suite(.world) struct TransactionReuseTests {
    @Test func aPlainTransactionsLevelIsReusedWithNothingSet() {
        let world = TestWorld()
        let (root, layer) = shownLayer(world)
        defer { withExtendedLifetime(root) {} }
        let stack = World.current.transactions
        Transaction.begin()
        Transaction.setDisableActions(true)
        Transaction.setAnimationDuration(2)
        layer.opacity = 0.5
        Transaction.commit()
        #expect(layer.animation(forKey: "opacity") == nil)
        let kept = stack.nextSpare
        #expect(kept != nil)
        Transaction.begin()
        #expect(stack.current === kept)
        // Nothing of the last one is left: the defaults hold.
        #expect(Transaction.animationDuration() == 0.25 && !Transaction.disableActions())
        #expect(Transaction.completionBlock() == nil)
        Transaction.commit()
    }

    @Test func aLevelWithACompletionIsNotReused() {
        let world = TestWorld()
        let (root, layer) = shownLayer(world)
        defer { withExtendedLifetime(root) {} }
        let stack = World.current.transactions
        var done = false
        Transaction.begin()
        let level = stack.current
        Transaction.setCompletionBlock { done = true }
        layer.opacity = 0.2
        Transaction.commit()
        #expect(stack.nextSpare !== level)
        world.run(seconds: 0.5)
        #expect(done)
    }
}
