import FuzzSupport

FuzzDriver.run(CatalogLineProperties.check)
