import FuzzSupport

FuzzDriver.run(ContentXMLProperties.check)
