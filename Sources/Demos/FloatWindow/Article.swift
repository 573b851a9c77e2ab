import Views

/// One story of the feed.
struct Article {
    let title: String
    let summary: String
    let body: String
    let color: Color
    let image: String

    static let all: [Article] = [
        Article(title: "交互式动画入门", summary: "Scrub, reverse and continue any animation.",
                body: "A property animator can be started, paused, scrubbed with a finger and continued with a spring that keeps the finger's speed. 可以随时暂停、拖动进度、反转。",
                color: .systemOrange, image: "icon-0"),
        Article(title: "Springs that feel right", summary: "Damping ratio, mass and stiffness explained.",
                body: "An under-damped spring overshoots and settles; a critically damped one arrives as fast as it can without overshoot. 弹簧动画的阻尼比决定了回弹。",
                color: .systemGreen, image: "icon-1"),
        Article(title: "Layer timing, demystified", summary: "speed, timeOffset and beginTime.",
                body: "Local time is (parent time − beginTime) × speed + timeOffset. Pause with speed 0, scrub with timeOffset, resume with beginTime.",
                color: .systemBlue, image: "icon-2"),
        Article(title: "浮窗：稍后再读", summary: "Drag the article into the corner to keep it.",
                body: "While you swipe back from the left edge, a quarter circle appears in the corner. Let go over it and the article becomes a floating bubble.",
                color: .systemPink, image: "icon-3"),
        Article(title: "Keyframes inside animators", summary: "They scrub with fractionComplete.",
                body: "Keyframes added inside a property animator divide its duration, so scrubbing the animator scrubs them too.",
                color: .systemYellow, image: "icon-4"),
    ]
}
