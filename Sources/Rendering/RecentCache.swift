/// A bounded map keeping the entries used most recently: at most `limit` entries and `budget` units of cost
/// (bytes, say); inserting past either evicts the least recently used. Its storage is reserved once, so a
/// look-up, a hit and an insert that evicts allocate nothing — a frame that finds what it drew before
/// allocates nothing for it.
///
/// ```swift
/// var rasters = RecentCache<String, TextRaster>(limit: 64, budget: 16 << 20)
/// if let r = rasters.value(for: "42 %") { return r }
/// rasters.insert(made, for: "42 %", cost: made.width * made.height * 4)
/// ```
struct RecentCache<Key: Hashable, Value> {
    private struct Entry {
        var value: Value
        var cost: Int
        var use: UInt64
    }
    private var entries: [Key: Entry] = [:]
    private var clock: UInt64 = 0
    private(set) var cost = 0
    let limit: Int
    let budget: Int

    init(limit: Int, budget: Int = .max) {
        self.limit = max(limit, 1)
        self.budget = budget
        entries.reserveCapacity(self.limit)
    }

    var count: Int { entries.count }

    /// The value kept for `key` (now the most recently used), or nil.
    mutating func value(for key: Key) -> Value? {
        guard let i = entries.index(forKey: key) else { return nil }
        clock &+= 1
        entries.values[i].use = clock
        return entries.values[i].value
    }

    /// Keeps `value` for `key`, evicting the least recently used entries while the limit or the budget is
    /// passed (a value costlier than the whole budget is not kept).
    mutating func insert(_ value: Value, for key: Key, cost: Int = 0) {
        if let old = entries.removeValue(forKey: key) { self.cost -= old.cost }
        guard cost <= budget else { return }
        while !entries.isEmpty && (entries.count >= limit || self.cost + cost > budget) {
            guard let oldest = entries.min(by: { $0.value.use < $1.value.use }) else { break }
            entries.removeValue(forKey: oldest.key)
            self.cost -= oldest.value.cost
        }
        clock &+= 1
        entries[key] = Entry(value: value, cost: cost, use: clock)
        self.cost += cost
    }

    /// Forgets everything (the storage stays reserved).
    mutating func removeAll() {
        entries.removeAll(keepingCapacity: true)
        cost = 0
    }
}
