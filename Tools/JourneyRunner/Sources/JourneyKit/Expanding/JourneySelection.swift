/// Which journeys a run takes by their `# tags:`: with `--tag` only those with one of the
/// tags named, with `--skip-tag` none with one of those (skipping wins).
public struct JourneySelection: Sendable, Equatable {
    public let tags: Set<String>
    public let skippedTags: Set<String>

    public init(tags: [String] = [], skippedTags: [String] = []) {
        self.tags = Set(tags)
        self.skippedTags = Set(skippedTags)
    }

    public func includes(_ journey: JourneyFile) -> Bool {
        let own = Set(journey.world.tags)
        guard own.isDisjoint(with: skippedTags) else { return false }
        return tags.isEmpty || !own.isDisjoint(with: tags)
    }
}
