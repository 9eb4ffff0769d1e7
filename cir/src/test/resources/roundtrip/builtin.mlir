// Round-trip examples for the builtin dialect: each chunk is exactly what AsmPrinter prints.
module {
}

// -----

module @named attributes {test.flag} {
  %0 = "foo.make"() : () -> i32
  %1 = builtin.unrealized_conversion_cast %0 : i32 to index
  %2:2 = builtin.unrealized_conversion_cast %1 : index to i64, f32
  %3 = builtin.unrealized_conversion_cast to i1
}
