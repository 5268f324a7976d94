/// Runs work items side by side, at most `jobs` at once, and hands back each result in the
/// items' own order as soon as it and every one before it are done — so output printed from
/// the results stays grouped per item, in order, while the work overlaps.
public enum OrderedParallelRuns {
    public static func run<Item: Sendable, Result: Sendable>(
        _ items: [Item], jobs: Int, work: @escaping @Sendable (Item) async -> Result,
        inOrder deliver: (Int, Result) async -> Void
    ) async {
        await withTaskGroup(of: (Int, Result).self) { group in
            var next = 0
            var ready: [Int: Result] = [:]
            var delivered = 0
            for _ in 0..<min(max(jobs, 1), items.count) {
                let index = next
                group.addTask { (index, await work(items[index])) }
                next += 1
            }
            while let (index, result) = await group.next() {
                ready[index] = result
                while let result = ready.removeValue(forKey: delivered) {
                    await deliver(delivered, result)
                    delivered += 1
                }
                if next < items.count {
                    let index = next
                    group.addTask { (index, await work(items[index])) }
                    next += 1
                }
            }
        }
    }
}
