/// Every component the gallery shows, in the order its first screen lists them.
@MainActor
public enum GalleryCatalog {
    public static func components() -> [any GalleryComponent] {
        [
            NumberedListComponent(), GridComponent(), ItemPickerComponent(), ConfirmationComponent(), ProgressComponent(),
            ScreenStateComponent(), RightToLeftComponent(), TextStyleComponent(), QuestionComponent(),
        ]
    }
}
