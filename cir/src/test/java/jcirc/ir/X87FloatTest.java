package jcirc.ir;

import org.junit.jupiter.api.Test;

import java.math.BigInteger;

import static org.junit.jupiter.api.Assertions.*;

/** x87 extended values: correctly rounded literals, exact arithmetic rounded per format, conversions. */
class X87FloatTest {
    private static X87Float ld(String s) { return X87Float.parse(s, X87Float.Format.X87); }

    @Test
    void decimalLiteralsRoundToSixtyFourBits() {
        assertEquals("3FFBCCCCCCCCCCCCCCCD", ld("0.1").hex());
        assertEquals("7FFEFFFFFFFFFFFFFFFF", ld("1.18973149535723176502e+4932").hex());     // LDBL_MAX
        assertEquals("00018000000000000000", ld("3.36210314311209350626e-4932").hex());     // LDBL_MIN
        assertEquals("00000000000000000001", ld("3.64519953188247460253e-4951").hex());     // smallest subnormal
        assertEquals("7FFF8000000000000000", ld("1e5000").hex());                           // overflow
        assertTrue(ld("1e-5000").isZero());
        assertEquals("4000C90FDAA22168C235", ld("3.14159265358979323846264338327950288").hex());
        assertEquals("3FFF8000000000000000", ld("0x1p0").hex());
        assertEquals("7FFEFFFFFFFFFFFFFFFF", ld("0x1.fffffffffffffffep16383").hex());
    }

    @Test
    void doublesAndFloatsAreRoundedOnce() {
        assertEquals(0.1, X87Float.parse("0.1", X87Float.Format.DOUBLE).toDouble());
        assertEquals(Double.MIN_VALUE, X87Float.parse("4.9e-324", X87Float.Format.DOUBLE).toDouble());
        // just above the midpoint between 1 and the next float: a double would round to the midpoint
        assertEquals(1.00000011920928955078125, X87Float.parse("1.0000000596046447753906250000000001", X87Float.Format.FLOAT).toDouble());
        assertEquals(0.1, ld("0.1").toDouble());
        assertEquals(Double.POSITIVE_INFINITY, ld("1e400").toDouble());
    }

    @Test
    void arithmeticIsExactThenRounded() {
        X87Float one = X87Float.fromDouble(1), three = X87Float.fromDouble(3);
        assertEquals("3FFDAAAAAAAAAAAAAAAB", X87Float.div(one, three, X87Float.Format.X87).hex());
        assertEquals(1.0 / 3, X87Float.div(one, three, X87Float.Format.DOUBLE).toDouble());
        assertEquals("3FFF8000000000000001", X87Float.add(one, ld("1e-19"), X87Float.Format.X87).hex());
        assertEquals(1.0, X87Float.add(one, ld("1e-19"), X87Float.Format.DOUBLE).toDouble());
        assertTrue(X87Float.sub(one, one, X87Float.Format.X87).isZero());
        assertTrue(X87Float.div(X87Float.ZERO, X87Float.ZERO, X87Float.Format.X87).isNaN());
        assertTrue(X87Float.div(one, X87Float.ZERO, X87Float.Format.X87).isInfinite());
        assertEquals(-1, X87Float.compare(ld("0.1"), X87Float.fromDouble(0.1)) < 0 ? -1 : 1);
        assertNull(X87Float.compare(X87Float.NAN, one));
    }

    @Test
    void integerConversions() {
        assertEquals("403EFFFFFFFFFFFFFFFF", X87Float.fromInteger(BigInteger.ONE.shiftLeft(64).subtract(BigInteger.ONE), X87Float.Format.X87).hex());
        assertEquals("40408000000000000000", X87Float.fromInteger(BigInteger.ONE.shiftLeft(65).subtract(BigInteger.ONE), X87Float.Format.X87).hex());
        assertEquals(new BigInteger("-2"), X87Float.fromDouble(-2.9).toInteger());
        assertEquals(BigInteger.ONE.shiftLeft(100), X87Float.fromInteger(BigInteger.ONE.shiftLeft(100).add(BigInteger.ONE), X87Float.Format.X87).toInteger());
    }
}
