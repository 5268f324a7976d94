/// A tool's training tips as the person has them: shown or hidden (GodTools' "Training
/// tips" / "Hide tips"), and the tips already opened.
public struct ToolTrainingTipsDomainModel: Sendable, Equatable {
    public let isOn: Bool
    public let seenTipIds: Set<String>

    public init(isOn: Bool, seenTipIds: Set<String> = []) {
        self.isOn = isOn
        self.seenTipIds = seenTipIds
    }
}
