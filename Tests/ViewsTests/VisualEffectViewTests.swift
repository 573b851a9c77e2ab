import Foundation
import Testing
@testable import Views

/// VisualEffectView and BlurEffect: an animatable blur, not a cross-fade.
@Suite(.world) struct VisualEffectViewTests {
    @Test func noEffectIsNoBlur() {
        let v = VisualEffectView(effect: nil)
        #expect(v.effect == nil)
        #expect(v.presentationBlur == .none)
        #expect(v.presentationBlur.isIdentity)
        #expect(v.contentView.superview === v)
        let framed = VisualEffectView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        #expect(framed.effect == nil)
        #expect(framed.contentView.superview === framed)
    }

    @Test func stylesHaveDistinctParameters() {
        let styles = BlurEffect.Style.allCases
        let parameters = styles.map(BlurParameters.init(style:))
        #expect(Set(parameters).count == styles.count)
        for p in parameters {
            #expect(!p.isIdentity)
            #expect(p.radius == 20)
        }
        #expect(BlurParameters(style: .dark).tint.alpha > BlurParameters(style: .light).tint.alpha)
        #expect(BlurParameters(style: .dark).tint.red < BlurParameters(style: .extraLight).tint.red)
        #expect(BlurEffect(style: .light) == BlurEffect(style: .light))
        #expect(BlurEffect(style: .light) != BlurEffect(style: .dark))
        #expect(BlurEffect(style: .dark).blur == BlurParameters(style: .dark))
        let v = VisualEffectView(effect: BlurEffect(style: .extraLight))
        #expect(v.presentationBlur == BlurParameters(style: .extraLight))
        #expect((v.effect as? BlurEffect)?.style == .extraLight)
    }

    @Test func animatingFromNilToDarkInterpolatesTheBlurItself() {
        let world = TestWorld()
        let root = View(frame: CGRect(x: 0, y: 0, width: 400, height: 800))
        let blurView = VisualEffectView(effect: nil)
        blurView.frame = root.bounds
        root.addSubview(blurView)
        let log = CallLog<Bool>()
        View.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: {
            blurView.effect = BlurEffect(style: .dark)
        }, completion: log.record)
        #expect((blurView.effect as? BlurEffect)?.style == .dark)
        #expect(blurView.presentationBlur == .none)
        let samples = sampleFrames(world, 60) { blurView.presentationBlur }
        for (i, b) in samples.enumerated() {
            let t = CGFloat(i + 1) / 60
            #expect(close(b.radius, 20 * t, 1e-9), "frame \(i + 1): radius \(b.radius)")
            #expect(close(b.saturation, 1 + 0.8 * t, 1e-9))
            #expect(close(b.tint.alpha, 0.73 * t, 1e-9))
        }
        // Half way: half the radius, and the tint is the dark grey at half strength, not a darker mix.
        let half = samples[29]
        #expect(close(half.radius, 10, 1e-9))
        #expect(close(half.tint, Color(white: 0.11, alpha: 0.365), 1e-9))
        world.frames(1)
        #expect(blurView.presentationBlur == BlurParameters(style: .dark))
        #expect(log.calls == [true])
    }

    @Test func animatingBackToNilAndRetargetingMidway() {
        let world = TestWorld()
        let blurView = VisualEffectView(effect: BlurEffect(style: .dark))
        View.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: { blurView.effect = nil })
        world.frames(15)
        #expect(close(blurView.presentationBlur.radius, 15, 1e-9))
        #expect(close(blurView.presentationBlur.tint, Color(white: 0.11, alpha: 0.73 * 0.75), 1e-9))
        let radius = blurView.presentationBlur.radius
        View.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: {
            blurView.effect = BlurEffect(style: .light)
        })
        #expect(close(blurView.presentationBlur.radius, radius, 1e-9), "no jump when retargeting")
        world.frames(120)
        #expect(blurView.presentationBlur == BlurParameters(style: .light))
    }

    @Test func removeAllAnimationsShowsTheModelBlur() {
        let world = TestWorld()
        let blurView = VisualEffectView(effect: nil)
        let log = CallLog<Bool>()
        View.animate(withDuration: 1, animations: { blurView.effect = BlurEffect(style: .light) }, completion: log.record)
        world.frames(20)
        #expect(blurView.layer.hasAnimations)
        blurView.layer.removeAllAnimations()
        #expect(blurView.presentationBlur == BlurParameters(style: .light))
        #expect(log.calls == [false])
    }

    @Test func contentViewIsSizedToTheBounds() {
        let v = VisualEffectView(effect: BlurEffect(style: .light))
        v.frame = CGRect(x: 10, y: 20, width: 300, height: 200)
        v.layoutIfNeeded()
        #expect(v.contentView.frame == CGRect(x: 0, y: 0, width: 300, height: 200))
        let label = Label(text: "Preview")
        v.contentView.addSubview(label)
        v.frame = CGRect(x: 0, y: 0, width: 120, height: 80)
        v.layoutIfNeeded()
        #expect(v.contentView.frame == CGRect(x: 0, y: 0, width: 120, height: 80))
        #expect(label.superview === v.contentView)
        #expect(v.subviews.count == 1)
    }

    @Test func snapshotFreezesTheBlurOnScreen() {
        let world = TestWorld()
        let blurView = VisualEffectView(effect: nil)
        blurView.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
        View.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: {
            blurView.effect = BlurEffect(style: .dark)
        })
        world.frames(30)
        let snap = blurView.snapshotView(afterScreenUpdates: false) as? VisualEffectView
        #expect(snap != nil)
        #expect(close(snap?.presentationBlur.radius ?? -1, 10, 1e-9))
        world.frames(40)
        #expect(close(snap?.presentationBlur.radius ?? -1, 10, 1e-9))
        #expect(snap?.isAnimating == false)
    }
}
