use serde::{Deserialize, Serialize};

/// One of the two seats at the table (rule 1-1-1: the game is for two players).
///
/// A seat is not "first" or "second": who goes first is decided during setup.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
pub enum Seat {
    A,
    B,
}

impl Seat {
    pub const BOTH: [Seat; 2] = [Seat::A, Seat::B];

    /// The other seat: the opponent (相手).
    #[must_use]
    pub fn other(self) -> Seat {
        match self {
            Seat::A => Seat::B,
            Seat::B => Seat::A,
        }
    }

    /// 0 for A, 1 for B; for compact encodings only, never for rule logic.
    #[must_use]
    pub fn index(self) -> usize {
        match self {
            Seat::A => 0,
            Seat::B => 1,
        }
    }
}

impl std::fmt::Display for Seat {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(match self {
            Seat::A => "A",
            Seat::B => "B",
        })
    }
}

/// One value per seat, addressed by [`Seat`] instead of a bare index.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct ByPlayer<T> {
    pub a: T,
    pub b: T,
}

impl<T> ByPlayer<T> {
    pub fn new(a: T, b: T) -> Self {
        ByPlayer { a, b }
    }

    /// Builds both values from the seat.
    pub fn from_fn(mut f: impl FnMut(Seat) -> T) -> Self {
        let a = f(Seat::A);
        let b = f(Seat::B);
        ByPlayer { a, b }
    }

    pub fn get(&self, seat: Seat) -> &T {
        match seat {
            Seat::A => &self.a,
            Seat::B => &self.b,
        }
    }

    pub fn get_mut(&mut self, seat: Seat) -> &mut T {
        match seat {
            Seat::A => &mut self.a,
            Seat::B => &mut self.b,
        }
    }

    /// Both values, seat A first.
    pub fn iter(&self) -> impl Iterator<Item = (Seat, &T)> {
        [(Seat::A, &self.a), (Seat::B, &self.b)].into_iter()
    }

    pub fn map<U>(&self, mut f: impl FnMut(Seat, &T) -> U) -> ByPlayer<U> {
        ByPlayer { a: f(Seat::A, &self.a), b: f(Seat::B, &self.b) }
    }
}

impl<T> std::ops::Index<Seat> for ByPlayer<T> {
    type Output = T;
    fn index(&self, seat: Seat) -> &T {
        self.get(seat)
    }
}

impl<T> std::ops::IndexMut<Seat> for ByPlayer<T> {
    fn index_mut(&mut self, seat: Seat) -> &mut T {
        self.get_mut(seat)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn other_is_an_involution() {
        for s in Seat::BOTH {
            assert_ne!(s.other(), s);
            assert_eq!(s.other().other(), s);
        }
    }

    #[test]
    fn by_player_addresses_each_seat() {
        let mut p = ByPlayer::new(1, 2);
        p[Seat::B] += 10;
        assert_eq!(p[Seat::A], 1);
        assert_eq!(p[Seat::B], 12);
        assert_eq!(p.map(|s, v| (s, *v)).b, (Seat::B, 12));
        assert_eq!(ByPlayer::from_fn(|s| s.index()), ByPlayer::new(0, 1));
    }
}
