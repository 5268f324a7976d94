/// The person sees which tool languages are available offline (Language settings).
public struct ViewToolLanguagesAvailableOfflineUseCase: Sendable {
    private let getToolLanguagesAvailableOffline: any GetToolLanguagesAvailableOfflineInterface

    public init(getToolLanguagesAvailableOffline: any GetToolLanguagesAvailableOfflineInterface) {
        self.getToolLanguagesAvailableOffline = getToolLanguagesAvailableOffline
    }

    public func execute() async -> [String] {
        await getToolLanguagesAvailableOffline.getToolLanguagesAvailableOffline()
    }
}
