//! 発動コスト before 「：」: the one table of both languages ([`crate::grammar::costs`]).

use super::*;

/// The reminders of the DON!! costs, as written after the cost.
pub const COST_REMINDERS: [&str; 2] = [crate::grammar::costs::DON_REMINDERS[0].ja, crate::grammar::costs::DON_REMINDERS[1].ja];

pub fn costs(ctx: &Ctx, cost: &[Cost]) -> String {
    crate::grammar::costs::render_costs(cost, LANG, this(ctx))
}
