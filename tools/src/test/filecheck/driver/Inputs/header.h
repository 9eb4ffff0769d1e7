int from_header = 7;
