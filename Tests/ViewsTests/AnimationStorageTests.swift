import Foundation
import Testing
@testable import Views

/// The flat per-world animation storage: the frame's snapshot walk gives exactly what reading each property
/// on its own gives, and tracks are freed when their animations end, whatever ends them.
@Suite(.world) struct AnimationStorageTests {
    /// Every view's presentation, read one by one.
    private func presentation(of views: [View]) -> [PresentationValues] { views.map(\.presentationValues) }

    @Test func snapshotReadsEqualReadsOutsideIt() {
        let world = TestWorld()
        let root = View(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        let slow = View(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let shifted = View(frame: CGRect(x: 200, y: 0, width: 200, height: 200))
        root.addSubview(slow)
        root.addSubview(shifted)
        shifted.layer.timeOffset = 0.2
        var views: [View] = []
        for parent in [root, shifted, slow] {
            for i in 0..<3 {
                let v = View(frame: CGRect(x: CGFloat(i) * 20, y: 10, width: 10, height: 10))
                parent.addSubview(v)
                views.append(v)
            }
        }
        // A block on every view, keyframes on some, an animator (later scrubbed) and a second additive one.
        View.animate(withDuration: 1, delay: 0.1, options: [.curveEaseInOut]) {
            for v in views { v.center.x += 100 }
        }
        View.animateKeyframes(withDuration: 1.2, delay: 0, options: [], animations: {
            View.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.5) { views[0].alpha = 0.5 }
            View.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.5) { views[4].transform = .init(rotationAngle: 1) }
        })
        let animator = ViewPropertyAnimator(duration: 0.8, dampingRatio: 0.6) {
            for v in views { v.backgroundColor = .red; v.cornerRadius = 4 }
        }
        animator.startAnimation()
        let second = ViewPropertyAnimator(duration: 0.5, curve: .easeOut) { views[1].center.y += 40 }
        second.startAnimation()
        #expect(world.world.animationStorage.liveCount > 0)
        var compared = 0, framesInFlight = 0
        for frame in 0..<48 {
            world.frames(1)
            if frame == 12 { animator.pauseAnimation(); animator.fractionComplete = 0.3 }
            // Timing changes mid-run: one subtree slows down, another goes back to global time (its animations
            // keep the begin time they were committed with, unlike their siblings).
            if frame == 20 { slow.layer.speed = 0.5; shifted.layer.timeOffset = 0 }
            if frame == 30 { animator.continueAnimation(withTimingParameters: nil, durationFactor: 1) }
            let outside = presentation(of: views)
            let inside = world.world.withPresentationSnapshot { presentation(of: views) }
            #expect(inside == outside, "frame \(frame)")
            if inside != outside { break }
            compared += 1
            if zip(inside, views).contains(where: { $0.center != $1.center || $0.backgroundColor != $1.backgroundColor }) {
                framesInFlight += 1
            }
        }
        #expect(compared == 48)
        // The comparison covered animations in flight, not only resting values.
        #expect(framesInFlight >= 30)
    }

    @Test func tracksAreFreedWhenAnimationsEndAndSlotsAreReused() {
        let world = TestWorld()
        let storage = world.world.animationStorage
        let (_, square) = makeSquare()
        for round in 0..<20 {
            View.animate(withDuration: 0.1) {
                square.center.x += 10
                square.alpha = round % 2 == 0 ? 0.5 : 1
            }
            #expect(storage.liveCount == 2)
            #expect(storage.liveRowCount == 2)
            world.run(seconds: 0.2)
            #expect(storage.liveCount == 0)
            #expect(storage.liveRowCount == 0)
        }
        // Twenty rounds of two animations used two slots, not forty.
        #expect(storage.count <= 2)
        let animator = ViewPropertyAnimator(duration: 1, curve: .linear) { square.center.y += 50 }
        animator.startAnimation()
        world.frames(10)
        #expect(storage.liveCount == 1)
        // A burst after a long-lived animation: once the burst ends, the walk is as short as what still runs.
        let others = (0..<50).map { i in View(frame: CGRect(x: CGFloat(i), y: 0, width: 4, height: 4)) }
        View.animate(withDuration: 0.1) { for v in others { v.alpha = 0.5 } }
        #expect(storage.liveCount == 51)
        world.run(seconds: 0.2)
        #expect(storage.liveCount == 1)
        #expect(storage.count == 1)
        animator.stopAnimation(true)
        #expect(storage.liveCount == 0)
        #expect(storage.liveRowCount == 0)
    }

    @Test func aViewThatGoesMidAnimationLeavesNoTrackBehind() {
        let world = TestWorld()
        let storage = world.world.animationStorage
        let root = View(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        var finished: Bool?
        do {
            let doomed = View(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
            root.addSubview(doomed)
            View.animate(withDuration: 0.5, animations: { doomed.center.x = 200 }, completion: { finished = $0 })
            world.frames(5)
            _ = world.world.withPresentationSnapshot { doomed.presentationValues }
            #expect(storage.viewValues.liveCount == 1)
            doomed.removeFromSuperview()
        }
        // The walk over the storage with the view gone neither crashes nor keeps it.
        for _ in 0..<40 {
            world.frames(1)
            world.world.withPresentationSnapshot { _ = root.presentationValues }
        }
        #expect(finished == true)
        #expect(storage.liveCount == 0)
        #expect(storage.liveRowCount == 0)
        // The view's row of the views' column went with it: only the root, read every frame, keeps one.
        #expect(storage.viewValues.liveCount == 1)
    }

    @Test func anAnimationRecordedWhileTheSnapshotIsOpenStartsWhereTheViewIs() {
        let world = TestWorld()
        let (_, square) = makeSquare()
        let before = square.presentationValues.center.x
        world.world.withPresentationSnapshot {
            View.animate(withDuration: 1) { square.center.x += 80 }
            #expect(square.presentationValues.center.x == before)
        }
        world.frames(30)
        let x = square.presentationValues.center.x
        #expect(x > before && x < before + 80)
    }

    @Test func aViewMovedToAnotherWorldMidAnimationTakesItsTracksAlong() {
        let world = TestWorld()
        let root = View(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        var other: World? = World(clock: VirtualClock())
        let moving = other!.run { () -> View in
            let home = View(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
            let v = View(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
            home.addSubview(v)
            View.animate(withDuration: 1, delay: 0, options: [.repeat], animations: { v.center.x = 200 })
            v.alpha = 0.5
            return v
        }
        #expect(other!.animationStorage.liveCount == 1)
        root.addSubview(moving)
        // The track moved with the view: the old world holds none, this one holds it, and reads agree.
        #expect(other!.animationStorage.liveCount == 0)
        #expect(other!.animationStorage.liveRowCount == 0)
        #expect(world.world.animationStorage.liveCount == 1)
        #expect(world.world.animationStorage.liveRowCount == 1)
        #expect(moving.isAnimating)
        for _ in 0..<10 {
            world.frames(1)
            let outside = moving.presentationValues
            #expect(world.world.withPresentationSnapshot { moving.presentationValues } == outside)
        }
        // The world the block was recorded in ends: its animation leaves the view (nothing would advance it).
        other!.tearDown()
        other = nil
        #expect(!moving.isAnimating)
        #expect(world.world.animationStorage.liveCount == 0)
        #expect(world.world.animationStorage.liveRowCount == 0)
        #expect(moving.presentationValues.center.x == 200)
    }

    /// Changes made while a snapshot is open (a model set, an animation added to a running one, one removed)
    /// show in the snapshot's reads at once: the columns' presentations are composed again for them.
    @Test func changesWhileTheSnapshotIsOpenShowInItsReads() {
        let world = TestWorld()
        let root = View(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        let views = (0..<4).map { i in View(frame: CGRect(x: CGFloat(i) * 50, y: 0, width: 40, height: 40)) }
        for v in views { root.addSubview(v) }
        View.animate(withDuration: 1) {
            for v in views { v.center.y += 100; v.transform = .init(rotationAngle: 0.7); v.cornerRadius = 8 }
        }
        let animator = ViewPropertyAnimator(duration: 1, curve: .easeIn) { views[3].backgroundColor = .blue }
        animator.startAnimation()
        world.frames(10)
        let storage = world.world.animationStorage
        #expect(storage.liveRowCount == 13)
        for step in 0..<4 {
            let inside = world.world.withPresentationSnapshot { () -> [PresentationValues] in
                _ = root.presentationValues
                switch step {
                case 0: views[0].center.x += 30                                       // the model, no animation
                case 1: View.animate(withDuration: 0.5) { views[1].center.y -= 60 }   // a second, additive one
                case 2: views[2].layer.removeAllAnimations()                          // the running ones go
                default: animator.stopAnimation(true)                                 // held where it is
                }
                return presentation(of: views)
            }
            #expect(inside == presentation(of: views), "step \(step)")
            world.frames(3)
            let outside = presentation(of: views)
            #expect(world.world.withPresentationSnapshot { presentation(of: views) } == outside, "step \(step)")
        }
        world.run(seconds: 2)
        #expect(storage.liveCount == 0)
        #expect(storage.liveRowCount == 0)
    }

    /// The walk streams a track's 64 bytes and a column's rows: the layouts stay as compact as documented.
    @Test func tracksAndRowsStayCompact() {
        #expect(MemoryLayout<AnimationTrack>.stride == 64)
        #expect(MemoryLayout<AxisProgress>.stride == 16)
        #expect(MemoryLayout<AnimationColumn<CGPoint>.Row>.stride <= 48)
    }
}
