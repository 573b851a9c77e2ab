import Foundation

/// Flat, per-world storage of the running property animations: one `AnimationTrack` per animation, in one
/// contiguous buffer of plain values, and a frame snapshot that evaluates every track's progress in one walk.
///
/// ```swift
/// let storage = world.animationStorage
/// storage.openSnapshot(now: t, stamp: s)        // the compositor is about to read every presentation value
/// view.presentationValues                     // reads the progress the walk wrote: no group or layer call
/// storage.closeSnapshot()                     // reads evaluate lazily again
/// ```
///
/// A property store (`AnimatedValue`) keeps only the slot of each of its animations and the delta in its own
/// value type; everything about timing lives here. The walk touches no reference count: tracks name their group
/// and host layer as unretained references, kept alive by `owners` (the groups) and by the stores (the layers),
/// which free their tracks before they go.
///
/// While a snapshot is open, presentation values are those of the moment it opened — what Core Animation's
/// render server does with a committed layer tree: a change of an animator's state or of layer timing made
/// meanwhile (by a view's `draw(_:)`) shows in the next frame. An animation recorded or given its begin time
/// meanwhile is evaluated at once.
final class AnimationStorage {
    /// What a read of every frame needs, behind a pointer that lives as long as the storage: a store keeps the
    /// pointer and reads through it without touching the storage object (no reference count).
    struct Shared {
        var tracks: UnsafeMutablePointer<AnimationTrack>
        /// The progress of every slot at the open snapshot: a column of its own, 16 bytes a slot, so the reads
        /// of a frame walk dense memory rather than the tracks' timing fields.
        var progress: UnsafeMutablePointer<AxisProgress>
        /// True between `openSnapshot` and `closeSnapshot()`: `progress` of every live track is current.
        var isSnapshotOpen = false
        /// The columns of the view's own value types (fixed for the storage's life): a view reads its
        /// presentation from them by row, without touching its stores.
        let points: UnsafeMutablePointer<AnimationColumn<CGPoint>.Header>
        let scalars: UnsafeMutablePointer<AnimationColumn<CGFloat>.Header>
        let transforms: UnsafeMutablePointer<AnimationColumn<CGAffineTransform>.Header>
        let rects: UnsafeMutablePointer<AnimationColumn<CGRect>.Header>
        let colors: UnsafeMutablePointer<AnimationColumn<Color>.Header>
        /// The views' rows (`ViewValuesColumn`): each view's model values and where its animating ones are.
        let viewValues: UnsafeMutablePointer<ViewValuesColumn.Header>

        /// The progress of `slot` at the open snapshot (only while one is open).
        @inline(__always) func snapshotProgress(of slot: Int32) -> AxisProgress { progress[Int(slot)] }
    }

    let shared: UnsafeMutablePointer<Shared>
    private var tracks: UnsafeMutablePointer<AnimationTrack> {
        get { shared.pointee.tracks }
        set { shared.pointee.tracks = newValue }
    }
    private var progressColumn: UnsafeMutablePointer<AxisProgress> {
        get { shared.pointee.progress }
        set { shared.pointee.progress = newValue }
    }
    private var capacity: Int
    /// Slots in use or freed: the walk covers `0..<count` and skips free slots.
    private(set) var count = 0
    /// The groups of live tracks, by slot: what keeps a group alive while one of its animations runs.
    private var owners: ContiguousArray<AnimationBatch?> = []
    private var freeSlots: [Int32] = []
    /// The per-type columns of the animating properties' models and deltas: the view's own value types as
    /// stored constants (the walk calls their code made for the type), any other type's by type, in the order
    /// they were made.
    private let points: AnimationColumn<CGPoint>
    private let scalars: AnimationColumn<CGFloat>
    private let transforms: AnimationColumn<CGAffineTransform>
    private let rects: AnimationColumn<CGRect>
    private let colors: AnimationColumn<Color>
    /// Every read view's model values and animating rows, a row per view.
    let viewValues = ViewValuesColumn()
    private var otherColumnsByType: [ObjectIdentifier: AnyAnimationColumn] = [:]
    private var otherColumns: [AnyAnimationColumn] = []
    /// True between `openSnapshot` and `closeSnapshot()`: `progress` of every live track is current.
    private(set) var isSnapshotOpen: Bool {
        get { shared.pointee.isSnapshotOpen }
        set { shared.pointee.isSnapshotOpen = newValue }
    }

    init(capacity: Int = 64) {
        self.capacity = capacity
        shared = .allocate(capacity: 1)
        (points, scalars, transforms, rects, colors) = (.init(), .init(), .init(), .init(), .init())
        shared.initialize(to: Shared(tracks: .allocate(capacity: capacity), progress: .allocate(capacity: capacity),
                                     points: points.header, scalars: scalars.header, transforms: transforms.header,
                                     rects: rects.header, colors: colors.header, viewValues: viewValues.header))
        owners.reserveCapacity(capacity)
        freeSlots.reserveCapacity(capacity)
    }

    isolated deinit {
        tracks.deallocate()
        progressColumn.deallocate()
        shared.deallocate()
    }

    /// Live tracks now (the tests and the inspector count them).
    var liveCount: Int { count - freeSlots.count }

    /// Stores a new track for `source` on a property hosted by `layer`; returns its slot.
    func allocate(_ source: ProgressSource, layer: Layer) -> Int32 {
        let track = AnimationTrack(group: source.group, layer: layer, window: source.window,
                                   beginTime: source.beginTime)
        let progress = isSnapshotOpen ? track.evaluate() : .zero
        if let slot = freeSlots.popLast() {
            tracks[Int(slot)] = track
            progressColumn[Int(slot)] = progress
            owners[Int(slot)] = source.group
            return slot
        }
        if count == capacity { grow() }
        (tracks + count).initialize(to: track)
        (progressColumn + count).initialize(to: progress)
        owners.append(source.group)
        count += 1
        return Int32(count - 1)
    }

    /// Stores a copy of `track` (from another world's storage, whose owner array holds its group until it is
    /// freed there); returns its slot here.
    func adopt(_ track: AnimationTrack) -> Int32 {
        allocate(ProgressSource(track), layer: track.layer)
    }

    /// The column of `type` (made the first time a property of that type animates in this world).
    func column<Value: Animatable>(for type: Value.Type) -> AnimationColumn<Value> {
        if let column = points as? AnimationColumn<Value> { return column }
        if let column = scalars as? AnimationColumn<Value> { return column }
        if let column = transforms as? AnimationColumn<Value> { return column }
        if let column = rects as? AnimationColumn<Value> { return column }
        if let column = colors as? AnimationColumn<Value> { return column }
        let key = ObjectIdentifier(type)
        if let column = otherColumnsByType[key] { return column as! AnimationColumn<Value> }
        let column = AnimationColumn<Value>()
        otherColumnsByType[key] = column
        otherColumns.append(column)
        return column
    }

    /// Rows in use in every column now (the tests count them: one per animating property).
    var liveRowCount: Int {
        points.liveCount + scalars.liveCount + transforms.liveCount + rects.liveCount + colors.liveCount
            + otherColumns.reduce(0) { $0 + $1.liveCount }
    }

    /// The track in `slot`.
    func track(_ slot: Int32) -> AnimationTrack { tracks[Int(slot)] }

    /// Frees a slot (its animation ended or was removed).
    func free(_ slot: Int32) {
        let i = Int(slot)
        precondition(i < count && tracks[i].isLive, "animation track freed twice")
        tracks[i].isLive = false
        owners[i] = nil
        if i == count - 1 {
            // The last slot: the walk ends before it, and before any free slots just below it.
            count -= 1
            while count > 0 && !tracks[count - 1].isLive { count -= 1 }
            owners.removeLast(owners.count - count)
            freeSlots.removeAll { Int($0) >= count }
        } else {
            freeSlots.append(slot)
        }
    }

    /// The group of a slot.
    @inline(__always) func group(of slot: Int32) -> AnimationBatch { tracks[Int(slot)].group }

    /// The begin time of a slot (NaN until its group commits).
    func beginTime(of slot: Int32) -> Double { tracks[Int(slot)].beginTime }

    func setBeginTime(_ time: Double, of slot: Int32) {
        tracks[Int(slot)].beginTime = time
        if isSnapshotOpen { progressColumn[Int(slot)] = tracks[Int(slot)].evaluate() }
    }

    /// The progress of a slot now: the snapshot's while one is open, evaluated otherwise.
    @inline(__always) func progress(of slot: Int32) -> AxisProgress {
        isSnapshotOpen ? progressColumn[Int(slot)] : tracks[Int(slot)].evaluate()
    }

    /// Evaluates every live track once (the frame's walk) at the world's frame time `now`, with the world's
    /// layer-timing stamp `stamp`; reads use the results until `closeSnapshot()`.
    ///
    /// A group's progress is asked once for a run of its tracks: the tracks of one block are stored side by
    /// side, and those whose hosts keep global time (known per track, checked again when the stamp moves) and
    /// share a begin time share a progress. Only the keyframe window is applied per track.
    func openSnapshot(now: Double, stamp: UInt64) {
        var lastGroup: ObjectIdentifier?
        var lastBegin = Double.nan
        var lastRaw = AxisProgress.zero
        // The bases in locals: a write through the progress column cannot then make the loop reload them.
        let tracks = self.tracks, progress = progressColumn
        for i in 0..<count {
            let track = tracks + i
            guard track.pointee.isLive else { continue }
            let groupID = track.pointee.groupID
            let raw: AxisProgress
            if !track.pointee.isLayerTimed {
                // A property animator's block: the same progress for every host.
                if groupID == lastGroup && lastBegin.isInfinite {
                    raw = lastRaw
                } else {
                    raw = track.pointee.group.progress(localTime: now, beginTime: 0)
                    (lastGroup, lastBegin, lastRaw) = (groupID, .infinity, raw)
                }
            } else {
                if track.pointee.checkedStamp != stamp {
                    track.pointee.hostTimeIsGlobal = track.pointee.layer.isIdentityChain
                    track.pointee.checkedStamp = stamp
                }
                let beginTime = track.pointee.beginTime
                if track.pointee.hostTimeIsGlobal && !beginTime.isNaN {
                    if groupID == lastGroup && beginTime == lastBegin {
                        raw = lastRaw
                    } else {
                        raw = track.pointee.group.progress(localTime: now, beginTime: beginTime)
                        (lastGroup, lastBegin, lastRaw) = (groupID, beginTime, raw)
                    }
                } else {
                    raw = track.pointee.group.progress(beginTime: beginTime, layer: track.pointee.layer)
                    lastGroup = nil
                }
            }
            progress[i] = track.pointee.window.map(raw)
        }
        // Then every animating property's presentation, column by column: the frame's reads are loads.
        points.evaluate(progress: progressColumn)
        scalars.evaluate(progress: progressColumn)
        transforms.evaluate(progress: progressColumn)
        rects.evaluate(progress: progressColumn)
        colors.evaluate(progress: progressColumn)
        for column in otherColumns { column.evaluate(progress: progressColumn) }
        isSnapshotOpen = true
    }

    /// Ends the snapshot: reads evaluate every time again (the model may change before the next frame).
    func closeSnapshot() {
        isSnapshotOpen = false
    }

    private func grow() {
        let bigger = UnsafeMutablePointer<AnimationTrack>.allocate(capacity: capacity * 2)
        bigger.moveInitialize(from: tracks, count: count)
        tracks.deallocate()
        tracks = bigger
        let biggerProgress = UnsafeMutablePointer<AxisProgress>.allocate(capacity: capacity * 2)
        biggerProgress.moveInitialize(from: progressColumn, count: count)
        progressColumn.deallocate()
        progressColumn = biggerProgress
        capacity *= 2
    }
}

/// One running property animation in `AnimationStorage`: which group times it, its keyframe window, its begin
/// time on the host layer (its progress at the last snapshot is in the storage's progress column). A plain value:
/// its references are unretained.
struct AnimationTrack {
    // Declared in this order so a track packs into 64 bytes (the references and doubles, the window, then the
    // flags in the window's tail): the walk streams one cache line's worth a track.
    unowned(unsafe) let group: AnimationBatch
    unowned(unsafe) let layer: Layer
    /// The group's identity, compared without touching the group.
    let groupID: ObjectIdentifier
    var beginTime: Double
    /// The layer-timing stamp `hostTimeIsGlobal` was found at.
    var checkedStamp = UInt64.max
    let window: KeyframeWindow
    /// `group.isLayerTimed`, read once.
    let isLayerTimed: Bool
    var isLive = true
    /// Whether the host layer's local time is global time, as of the layer-timing stamp `checkedStamp`.
    var hostTimeIsGlobal = false

    init(group: AnimationBatch, layer: Layer, window: KeyframeWindow, beginTime: Double) {
        self.group = group
        self.layer = layer
        groupID = ObjectIdentifier(group)
        isLayerTimed = group.isLayerTimed
        self.window = window
        self.beginTime = beginTime
    }

    /// The progress of this animation now.
    @inline(__always) func evaluate() -> AxisProgress {
        window.map(group.progress(beginTime: beginTime, layer: layer))
    }
}
