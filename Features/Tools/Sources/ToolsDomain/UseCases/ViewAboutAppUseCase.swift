/// The person opens About from the menu.
public struct ViewAboutAppUseCase: Sendable {
    private let about: any AboutAppInterface

    public init(about: any AboutAppInterface) {
        self.about = about
    }

    public func execute() -> AboutAppDomainModel {
        about.getAboutApp()
    }
}
