import Foundation
import Views

/// The inspector's timeline (Ctrl+I → Timeline): every animation of the scene as a bar on one media-time
/// axis, grouped as they started, with a playhead at media time now.
///
/// ```swift
/// let view = TimelineView()
/// view.show(world.timeline(), origin: world.startTime, selected: nil)
/// view.onScrub = { time in pipeline.scrubMediaTime(to: time) }      // drag on the axis
/// view.onSelect = { id in inspector.select(animation: id) }          // click a bar
/// view.onRetime = { id, seconds in world.retime(id, duration: seconds) }  // drag a bar's end
/// ```
///
/// A bar is a thin line for its delay, then a block per pass: solid forward, lighter with a back arrow when an
/// autoreversed pass runs backward; springs are green, frozen bars (a layer at speed 0) grey. Drag the
/// axis (or the playhead) to scrub every animation at once; drag the round handle at a bar's end to give it
/// another duration (applied when let go).
final class TimelineView: View {
    static let axisHeight: CGFloat = 24
    static let rowHeight: CGFloat = 28
    static let groupGap: CGFloat = 8
    static let pad: CGFloat = 10

    private(set) var timeline = AnimationTimeline(bars: [], now: 0)
    /// Media time of the scene's start: the axis counts seconds from it.
    private var origin: TimeInterval = 0
    private(set) var selected: ObjectIdentifier?
    /// The span drawn (kept while a drag is in progress).
    private(set) var span: ClosedRange<TimeInterval> = 0...1

    var onScrub: ((TimeInterval) -> Void)?
    var onSelect: ((ObjectIdentifier) -> Void)?
    var onRetime: ((ObjectIdentifier, TimeInterval) -> Void)?

    private enum Drag { case playhead, end(ObjectIdentifier, TimelineBar), bar(ObjectIdentifier) }
    private var drag: Drag?
    /// Rows scrolled past (the wheel over the panel), when there are more bars than room.
    var scrolledRows = 0 { didSet { if scrolledRows != oldValue { setNeedsDisplay() } } }
    /// Where a dragged bar end is (media time), while dragging.
    private(set) var draggedEnd: TimeInterval?

    override init() {
        super.init()
        backgroundColor = Color(white: 0, alpha: 0.22)
        cornerRadius = 8
    }

    /// Shows `timeline`; `origin` is the scene's start (the axis's 0).
    func show(_ timeline: AnimationTimeline, origin: TimeInterval, selected: ObjectIdentifier?) {
        guard timeline != self.timeline || origin != self.origin || selected != self.selected else { return }
        self.timeline = timeline
        self.origin = origin
        self.selected = selected
        if drag == nil {
            let s = timeline.span
            // At least a second wide, a little room after the last end.
            let width = max(s.upperBound - s.lowerBound, 1)
            let wanted = s.lowerBound...(s.lowerBound + width * 1.06)
            // The axis holds still unless the bars leave it or fill less than half of it: a retimed bar's
            // handle stays under the pointer when it is let go.
            let current = span.upperBound - span.lowerBound
            // A start moved a little to the left (an explicit animation retimed about now) may run off the axis.
            if span.lowerBound - wanted.lowerBound > current / 4 || wanted.upperBound > span.upperBound
                || wanted.upperBound - wanted.lowerBound < current / 2 {
                span = wanted
            }
        }
        setNeedsDisplay()
    }

    // MARK: Geometry

    func x(_ t: TimeInterval) -> CGFloat {
        let w = bounds.width - 2 * TimelineView.pad
        return TimelineView.pad + CGFloat((t - span.lowerBound) / max(span.upperBound - span.lowerBound, 1e-9)) * w
    }

    func time(atX x: CGFloat) -> TimeInterval {
        let w = max(bounds.width - 2 * TimelineView.pad, 1)
        return span.lowerBound + Double((x - TimelineView.pad) / w) * (span.upperBound - span.lowerBound)
    }

    /// The row rectangle of each bar (title line and bar), in order; rows scrolled past are above the axis.
    func rowFrames() -> [CGRect] {
        let skipped = min(max(scrolledRows, 0), max(timeline.bars.count - 1, 0))
        var y = TimelineView.axisHeight + 4 - CGFloat(skipped) * TimelineView.rowHeight
        var group = -1
        var out: [CGRect] = []
        for bar in timeline.bars {
            if bar.group != group {
                if group >= 0 { y += TimelineView.groupGap }
                group = bar.group
            }
            out.append(CGRect(x: 0, y: y, width: bounds.width, height: TimelineView.rowHeight))
            y += TimelineView.rowHeight
        }
        return out
    }

    /// The bar's own rectangle within its row (from its first pass to its last).
    func barRect(_ bar: TimelineBar, row: CGRect) -> CGRect {
        let a = x(bar.begin), b = x(bar.end)
        return CGRect(x: a, y: row.minY + 15, width: max(b - a, 2), height: 10)
    }

    // MARK: Drawing

    override func draw(_ rect: CGRect) {
        guard let c = GraphicsGetCurrentContext() else { return }
        let font = Font.systemFont(ofSize: 10)
        // The axis: a tick a step of 0.1, 0.25, 0.5, 1, 2 or 5 s, labelled in seconds since the scene began.
        let seconds = span.upperBound - span.lowerBound
        let step = [0.1, 0.25, 0.5, 1, 2, 5, 10, 30, 60, 300, 600, 3600].first { seconds / $0 <= 8 } ?? seconds / 8
        var tick = ((span.lowerBound - origin) / step).rounded(.up) * step + origin
        let playheadLabel = self.playheadLabelRect
        c.setStrokeColor(Color(white: 1, alpha: 0.12))
        c.setLineWidth(1)
        var ticks = 0
        while tick <= span.upperBound && ticks < 40 {
            ticks += 1
            let tx = x(tick)
            c.strokeLineSegments(between: [CGPoint(x: tx, y: 16), CGPoint(x: tx, y: bounds.height)])
            let label = CGRect(x: tx + 2, y: 2, width: 40, height: 13)
            // The playhead's own label wins where they would overlap; a label the panel's edge would cut is left out.
            if !label.intersects(playheadLabel) && label.maxX <= bounds.width - 2 {
                c.drawText(String(format: step < 1 ? "%.2f s" : "%.0f s", tick - origin), in: label, font: font,
                           color: Color(white: 0.6), alignment: .left, numberOfLines: 1)
            }
            tick += step
        }
        // The bars.
        for (bar, row) in zip(timeline.bars, rowFrames()) where row.minY < bounds.height && row.minY >= TimelineView.axisHeight {
            let isSelected = bar.id == selected
            if isSelected {
                c.setFillColor(Color(red: 0.2, green: 0.4, blue: 0.7, alpha: 0.45))
                c.fill(row.insetBy(dx: 2, dy: 1))
            }
            let title = bar.title + (bar.repeatsForever ? " · repeats" : "") + (bar.isFrozen ? " · speed 0" : "")
            c.drawText(title, in: CGRect(x: TimelineView.pad, y: row.minY + 1, width: bounds.width - 2 * TimelineView.pad, height: 13),
                       font: font, color: Color(white: isSelected ? 1 : 0.8), alignment: .left, numberOfLines: 1)
            let barY = row.minY + 15
            let color = bar.isFrozen ? Color(white: 0.55) : bar.isSpring ? Color(red: 0.35, green: 0.85, blue: 0.5, alpha: 1)
                : bar.kind == .explicit ? Color(red: 0.95, green: 0.6, blue: 0.25, alpha: 1) : Color(red: 0.35, green: 0.65, blue: 1, alpha: 1)
            // The delay: a thin line from the start to the first pass.
            if bar.delay > 1e-6 {
                c.setStrokeColor(color.withAlphaComponent(0.7))
                c.setLineDash(phase: 0, lengths: [2, 2])
                c.strokeLineSegments(between: [CGPoint(x: x(bar.startedAt), y: barY + 5), CGPoint(x: x(bar.begin), y: barY + 5)])
                c.setLineDash(phase: 0, lengths: [])
                c.setFillColor(color.withAlphaComponent(0.7))
                c.fill(CGRect(x: x(bar.startedAt) - 1, y: barY + 1, width: 2, height: 8))
            }
            var passes = bar.passes
            if let end = draggedEnd, case .end(let id, _)? = drag, id == bar.id, !passes.isEmpty {
                passes = [TimelinePass(start: passes[0].start, end: max(end, passes[0].start + 1e-3), reversed: passes[0].reversed)]
            }
            for (i, pass) in passes.enumerated() {
                let a = x(pass.start), b = max(x(pass.end), a + 2)
                let r = CGRect(x: a, y: barY, width: b - a, height: 10)
                c.setFillColor(pass.reversed ? color.withAlphaComponent(0.45) : color)
                c.fill(r.insetBy(dx: i > 0 ? 0.5 : 0, dy: 0))
                if pass.reversed, r.width > 10 {
                    // A small back arrow: this half runs backward.
                    c.setStrokeColor(Color(white: 1, alpha: 0.8))
                    c.strokeLineSegments(between: [CGPoint(x: r.midX + 3, y: r.minY + 2), CGPoint(x: r.midX - 2, y: r.midY),
                                                   CGPoint(x: r.midX - 2, y: r.midY), CGPoint(x: r.midX + 3, y: r.maxY - 2)])
                }
            }
            if bar.canRetime, let last = passes.first, !bar.repeatsForever {
                // The handle to drag the end (of the first pass: a pass lasts the duration).
                let hx = x(last.end)
                c.setFillColor(.white)
                c.fillEllipse(in: CGRect(x: hx - 4, y: barY + 1, width: 8, height: 8))
                if let end = draggedEnd, case .end(let id, let dragged)? = drag, id == bar.id,
                   let seconds = dragged.duration(endingAt: end, now: timeline.now) {
                    // The duration it will have, beside the handle (inside the panel).
                    let text = String(format: "%.2f s", TimelineView.snapped(seconds))
                    let width: CGFloat = 50
                    let lx = min(max(hx + 8, TimelineView.pad), bounds.width - width - 2)
                    let label = CGRect(x: hx + 8 + width > bounds.width - 2 ? hx - 8 - width : lx, y: barY - 2,
                                       width: width, height: 14)
                    c.setFillColor(Color(white: 0.1, alpha: 0.92))
                    c.beginPath()
                    c.addRoundedRect(label, cornerRadius: 3)
                    c.fillPath()
                    c.drawText(text, in: label, font: font, color: .white, alignment: .center, numberOfLines: 1)
                }
            }
        }
        // The playhead.
        let px = x(timeline.now)
        c.setStrokeColor(Color(red: 1, green: 0.3, blue: 0.35, alpha: 1))
        c.setLineWidth(2)
        c.strokeLineSegments(between: [CGPoint(x: px, y: 14), CGPoint(x: px, y: bounds.height)])
        c.setFillColor(Color(red: 1, green: 0.3, blue: 0.35, alpha: 1))
        c.fill(CGRect(x: px - 5, y: 14, width: 10, height: 8))
        c.setFillColor(Color(red: 0.55, green: 0.1, blue: 0.14, alpha: 1))
        c.beginPath()
        c.addRoundedRect(playheadLabel, cornerRadius: 3)
        c.fillPath()
        c.drawText(String(format: "%.2f s", timeline.now - origin), in: playheadLabel, font: font, color: .white,
                   alignment: .center, numberOfLines: 1)
    }

    /// Where the playhead's time is written: beside it, on the side with room.
    private var playheadLabelRect: CGRect {
        let px = x(timeline.now)
        let width: CGFloat = 46
        let left = px + 7 + width > bounds.width - 2
        return CGRect(x: left ? px - 7 - width : px + 7, y: 1, width: width, height: 14)
    }

    /// How far from a bar end's handle (points) a press still takes the handle.
    static let handleSlop: CGFloat = 12

    /// A dragged duration as a designer would type it: to a hundredth of a second.
    static func snapped(_ seconds: TimeInterval) -> TimeInterval {
        max((seconds * 100).rounded() / 100, 0.01)
    }

    // MARK: Input

    override func touchesBegan(_ touches: Set<Touch>, with event: Event?) {
        guard let p = touches.first?.location(in: self) else { return }
        drag = nil
        if p.y < TimelineView.axisHeight || abs(p.x - x(timeline.now)) <= 4 {
            drag = .playhead
            onScrub?(time(atX: p.x))
            return
        }
        for (bar, row) in zip(timeline.bars, rowFrames()) where row.contains(p) && row.minY >= TimelineView.axisHeight {
            if bar.canRetime, !bar.repeatsForever, let first = bar.passes.first,
               abs(p.x - x(first.end)) <= TimelineView.handleSlop {
                drag = .end(bar.id, bar)
                draggedEnd = first.end
            } else {
                drag = .bar(bar.id)
            }
            break
        }
    }

    override func touchesMoved(_ touches: Set<Touch>, with event: Event?) {
        guard let p = touches.first?.location(in: self) else { return }
        switch drag {
        case .playhead?: onScrub?(time(atX: p.x))
        case .end?:
            // Within the panel: the handle never leaves it.
            draggedEnd = time(atX: min(max(p.x, TimelineView.pad), bounds.width - TimelineView.pad))
            setNeedsDisplay()
        default: break
        }
    }

    override func touchesEnded(_ touches: Set<Touch>, with event: Event?) {
        let p = touches.first?.location(in: self)
        switch drag {
        case .end(let id, let bar)?:
            if let end = draggedEnd, let seconds = bar.duration(endingAt: end, now: timeline.now) {
                onRetime?(id, TimelineView.snapped(seconds))
            }
        case .bar(let id)?:
            onSelect?(id)
        case .playhead?:
            if let p { onScrub?(time(atX: p.x)) }
        default: break
        }
        drag = nil
        draggedEnd = nil
        setNeedsDisplay()
    }

    override func touchesCancelled(_ touches: Set<Touch>, with event: Event?) {
        drag = nil
        draggedEnd = nil
        setNeedsDisplay()
    }
}
